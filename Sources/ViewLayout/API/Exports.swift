// `import ViewLayout` gives what `import SwiftUI` gives an app's view files
// besides the views themselves: Foundation's types (CGFloat, CGSize, URL,
// Date, UUID...), Observation's `@Observable`, and, where Combine exists,
// its `ObservableObject` and `@Published` (elsewhere ViewLayout defines
// them: API/DataFlow/ObservableObject.swift).
@_exported import Foundation
@_exported import Observation
#if canImport(Combine)
@_exported import Combine
#endif

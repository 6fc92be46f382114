import Foundation

/// A layout whose name in the placed-view tree is not its Swift type's:
/// the interpreter's stand-in for a layout struct declared in an
/// interpreted file names itself after that struct. Not for other use.
public protocol _NamedLayout {
    var _layoutTypeName: String { get }
}

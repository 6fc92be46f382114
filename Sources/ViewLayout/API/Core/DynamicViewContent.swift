import Foundation

/// A view made from a collection of data: `ForEach`. Its delete and move
/// handlers are accepted; a still layout never calls them, and the
/// rows lay out as without them.
public protocol DynamicViewContent: View {
    /// The type of the collection the views come from.
    associatedtype Data: Collection
    /// The collection the views come from.
    var data: Data { get }
}

nonisolated extension ForEach: DynamicViewContent {}

nonisolated extension DynamicViewContent {
    /// Sets the action for deleting rows (swipe to delete, or Edit mode);
    /// accepted without effect on a still layout.
    public func onDelete(perform action: ((IndexSet) -> Void)?) -> Self { self }

    /// Sets the action for moving rows in Edit mode; accepted without effect.
    public func onMove(perform action: ((IndexSet, Int) -> Void)?) -> Self { self }
}

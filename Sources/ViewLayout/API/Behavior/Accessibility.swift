import Foundation

// Accessibility modifiers describe a view to assistive technologies; they
// are accepted and have no effect on a layout.

/// Traits that describe how an accessibility element behaves.
/// Accepted; no effect on a layout.
public struct AccessibilityTraits: OptionSet, Sendable {
    /// The traits' bits.
    public let rawValue: UInt32
    /// Creates a set of traits from their bits.
    public init(rawValue: UInt32) { self.rawValue = rawValue }
    /// The element is a button.
    public static let isButton = AccessibilityTraits(rawValue: 1 << 0)
    /// The element is a heading that divides content into sections.
    public static let isHeader = AccessibilityTraits(rawValue: 1 << 1)
    /// The element is selected.
    public static let isSelected = AccessibilityTraits(rawValue: 1 << 2)
    /// The element is a link.
    public static let isLink = AccessibilityTraits(rawValue: 1 << 3)
    /// The element is a search field.
    public static let isSearchField = AccessibilityTraits(rawValue: 1 << 4)
    /// The element is an image.
    public static let isImage = AccessibilityTraits(rawValue: 1 << 5)
    /// The element plays its own sound when activated.
    public static let playsSound = AccessibilityTraits(rawValue: 1 << 6)
    /// The element is a key of a keyboard.
    public static let isKeyboardKey = AccessibilityTraits(rawValue: 1 << 7)
    /// The element is text that cannot change.
    public static let isStaticText = AccessibilityTraits(rawValue: 1 << 8)
    /// The element summarises the screen when the app starts.
    public static let isSummaryElement = AccessibilityTraits(rawValue: 1 << 9)
    /// The element's value changes often.
    public static let updatesFrequently = AccessibilityTraits(rawValue: 1 << 10)
    /// Activating the element starts a media session.
    public static let startsMediaSession = AccessibilityTraits(rawValue: 1 << 11)
    /// The element lets touches through to it directly.
    public static let allowsDirectInteraction = AccessibilityTraits(rawValue: 1 << 12)
    /// The element turns the page when reading reaches its end.
    public static let causesPageTurn = AccessibilityTraits(rawValue: 1 << 13)
    /// The element is modal: assistive technologies ignore the elements beside it.
    public static let isModal = AccessibilityTraits(rawValue: 1 << 14)
    /// The element is a toggle.
    public static let isToggle = AccessibilityTraits(rawValue: 1 << 15)
}

/// How an accessibility element treats the elements of its subviews.
public struct AccessibilityChildBehavior: Hashable, Sendable {
    let kind: Int
    /// The subviews' elements are hidden behind this one.
    public static let ignore = AccessibilityChildBehavior(kind: 0)
    /// The subviews' elements are children of this one.
    public static let contain = AccessibilityChildBehavior(kind: 1)
    /// The subviews' elements are merged into this one.
    public static let combine = AccessibilityChildBehavior(kind: 2)
}

nonisolated extension View {
    /// The label assistive technologies read. Accepted; no effect on a layout.
    public func accessibilityLabel(_ label: Text) -> some View { self }
    /// The label assistive technologies read. Accepted; no effect on a layout.
    public func accessibilityLabel<S: StringProtocol>(_ label: S) -> some View { self }

    /// The hint assistive technologies read. Accepted; no effect on a layout.
    public func accessibilityHint(_ hint: Text) -> some View { self }
    /// The hint assistive technologies read. Accepted; no effect on a layout.
    public func accessibilityHint<S: StringProtocol>(_ hint: S) -> some View { self }

    /// The value assistive technologies read. Accepted; no effect on a layout.
    public func accessibilityValue(_ value: Text) -> some View { self }
    /// The value assistive technologies read. Accepted; no effect on a layout.
    public func accessibilityValue<S: StringProtocol>(_ value: S) -> some View { self }

    /// Adds traits to the view's element. Accepted; no effect on a layout.
    public func accessibilityAddTraits(_ traits: AccessibilityTraits) -> some View { self }
    /// Removes traits from the view's element. Accepted; no effect on a layout.
    public func accessibilityRemoveTraits(_ traits: AccessibilityTraits) -> some View { self }

    /// Hides the view from assistive technologies. Accepted; no effect on a
    /// layout.
    public func accessibilityHidden(_ hidden: Bool) -> some View { self }

    /// The identifier UI tests find the view by. Accepted; no effect on a
    /// layout (`.id(_:)` is what names a view in a placed tree).
    public func accessibilityIdentifier(_ identifier: String) -> some View { self }

    /// Makes the view an accessibility element of its own. Accepted; no
    /// effect on a layout.
    public func accessibilityElement(children: AccessibilityChildBehavior = .ignore) -> some View { self }

    /// The order assistive technologies visit the view in. Accepted; no
    /// effect on a layout.
    public func accessibilitySortPriority(_ sortPriority: Double) -> some View { self }

    /// Adds an action assistive technologies can perform. Accepted; no
    /// effect on a layout.
    public func accessibilityAction(_ action: @escaping () -> Void) -> some View { self }

    /// Adds a named action assistive technologies can perform. Accepted; no
    /// effect on a layout.
    public func accessibilityAction<S: StringProtocol>(named name: S, _ handler: @escaping () -> Void) -> some View { self }

    /// Other labels voice input accepts. Accepted; no effect on a layout.
    public func accessibilityInputLabels<S: StringProtocol>(_ inputLabels: [S]) -> some View { self }
}

import Foundation

// Text input traits, tags, menus and feedback: they change how a view
// behaves under touch or the keyboard, never its size or position. Each
// is accepted and returns the view unchanged.

/// The kind of keyboard a text field shows (UIKit's type, which
/// `import SwiftUI` brings on iOS).
public enum UIKeyboardType: Int, Hashable, Sendable {
    case `default`, asciiCapable, numbersAndPunctuation, URL, numberPad, phonePad, namePhonePad,
         emailAddress, decimalPad, twitter, webSearch, asciiCapableNumberPad
}

/// The kind of content a text field holds, for autofill (UIKit's type).
public struct UITextContentType: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let name = UITextContentType(rawValue: "name")
    public static let givenName = UITextContentType(rawValue: "givenName")
    public static let familyName = UITextContentType(rawValue: "familyName")
    public static let nickname = UITextContentType(rawValue: "nickname")
    public static let organizationName = UITextContentType(rawValue: "organizationName")
    public static let emailAddress = UITextContentType(rawValue: "emailAddress")
    public static let telephoneNumber = UITextContentType(rawValue: "telephoneNumber")
    public static let username = UITextContentType(rawValue: "username")
    public static let password = UITextContentType(rawValue: "password")
    public static let newPassword = UITextContentType(rawValue: "newPassword")
    public static let oneTimeCode = UITextContentType(rawValue: "oneTimeCode")
    public static let URL = UITextContentType(rawValue: "URL")
    public static let fullStreetAddress = UITextContentType(rawValue: "fullStreetAddress")
    public static let postalCode = UITextContentType(rawValue: "postalCode")
    public static let addressCity = UITextContentType(rawValue: "addressCity")
    public static let countryName = UITextContentType(rawValue: "countryName")
    public static let creditCardNumber = UITextContentType(rawValue: "creditCardNumber")
}

/// How a text field capitalises what is typed.
public struct TextInputAutocapitalization: Hashable, Sendable {
    let kind: Int
    public static let never = TextInputAutocapitalization(kind: 0)
    public static let words = TextInputAutocapitalization(kind: 1)
    public static let sentences = TextInputAutocapitalization(kind: 2)
    public static let characters = TextInputAutocapitalization(kind: 3)
}

/// The label of the keyboard's return key.
public enum SubmitLabel: Hashable, Sendable {
    case done, go, send, join, route, search, `return`, next, `continue`
}

/// A haptic or audio feedback (`.sensoryFeedback(.success, trigger: x)`).
public struct SensoryFeedback: Hashable, Sendable {
    let name: String
    public static let success = SensoryFeedback(name: "success")
    public static let warning = SensoryFeedback(name: "warning")
    public static let error = SensoryFeedback(name: "error")
    public static let selection = SensoryFeedback(name: "selection")
    public static let increase = SensoryFeedback(name: "increase")
    public static let decrease = SensoryFeedback(name: "decrease")
    public static let start = SensoryFeedback(name: "start")
    public static let stop = SensoryFeedback(name: "stop")
    public static let alignment = SensoryFeedback(name: "alignment")
    public static let levelChange = SensoryFeedback(name: "levelChange")
    public static let impact = SensoryFeedback(name: "impact")
    /// How heavy an impact feels.
    public struct Weight: Hashable, Sendable {
        let value: Int
        public static let light = Weight(value: 0)
        public static let medium = Weight(value: 1)
        public static let heavy = Weight(value: 2)
    }
    /// How flexible the colliding objects of an impact feel.
    public struct Flexibility: Hashable, Sendable {
        let value: Int
        public static let rigid = Flexibility(value: 0)
        public static let solid = Flexibility(value: 1)
        public static let soft = Flexibility(value: 2)
    }
    public static func impact(weight: Weight = .medium, intensity: Double = 1) -> SensoryFeedback { .impact }
    public static func impact(flexibility: Flexibility, intensity: Double = 1) -> SensoryFeedback { .impact }
}

extension View {
    /// The keyboard a text field below shows. Accepted; no effect on a layout.
    public func keyboardType(_ type: UIKeyboardType) -> some View { self }

    /// How a text field below capitalises. Accepted; no effect on a layout.
    public func textInputAutocapitalization(_ autocapitalization: TextInputAutocapitalization?) -> some View { self }

    /// Turns autocorrection off for text fields below. Accepted; no effect
    /// on a layout.
    public func autocorrectionDisabled(_ disable: Bool = true) -> some View { self }

    /// Turns autocorrection off (the name before iOS 16). Accepted; no
    /// effect on a layout.
    public func disableAutocorrection(_ disable: Bool?) -> some View { self }

    /// The label of the return key. Accepted; no effect on a layout.
    public func submitLabel(_ submitLabel: SubmitLabel) -> some View { self }

    /// The content a text field below holds, for autofill. Accepted; no
    /// effect on a layout.
    public func textContentType(_ textContentType: UITextContentType?) -> some View { self }

    /// Tags the view for a `Picker` or `TabView` selection. Accepted; no
    /// effect on a layout (no selection is made here).
    public func tag<V: Hashable>(_ tag: V, includeOptional: Bool = true) -> some View { self }

    /// A menu shown on a long press. Accepted; the menu is never shown.
    public func contextMenu<MenuItems: View>(@ViewBuilder menuItems: () -> MenuItems) -> some View { self }

    /// A menu with a preview shown on a long press. Accepted; neither is shown.
    public func contextMenu<M: View, P: View>(@ViewBuilder menuItems: () -> M, @ViewBuilder preview: () -> P) -> some View { self }

    /// Actions revealed by swiping a list row. Accepted; never shown here.
    public func swipeActions<T: View>(edge: HorizontalEdge = .trailing, allowsFullSwipe: Bool = true,
                                      @ViewBuilder content: () -> T) -> some View { self }

    /// Plays feedback when `trigger` changes. Accepted; nothing plays.
    public func sensoryFeedback<T: Equatable>(_ feedback: SensoryFeedback, trigger: T) -> some View { self }

    /// Plays feedback when `trigger` changes and `condition` holds. Accepted;
    /// nothing plays.
    public func sensoryFeedback<T: Equatable>(_ feedback: SensoryFeedback, trigger: T,
                                              condition: @escaping (_ oldValue: T, _ newValue: T) -> Bool) -> some View { self }

    /// A tooltip. Accepted; never shown.
    public func help<S: StringProtocol>(_ text: S) -> some View { self }

    /// Extends the view into the safe area on `edges` (the name before
    /// iOS 14): `ignoresSafeArea(.container, edges:)`, as the older
    /// modifier never covered the keyboard's region, which arrived with
    /// `ignoresSafeArea` [unverified].
    public func edgesIgnoringSafeArea(_ edges: Edge.Set) -> some View {
        ignoresSafeArea(.container, edges: edges)
    }
}

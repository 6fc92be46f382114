import Foundation

// Text input traits, menus and feedback: they change how a view
// behaves under touch or the keyboard, never its size or position. Each
// is accepted and returns the view unchanged.

/// The kind of keyboard a text field shows (UIKit's type, which
/// `import SwiftUI` brings on iOS).
/// Accepted; no effect on a layout.
public enum UIKeyboardType: Int, Hashable, Sendable {
    /// The default keyboard of the current input method.
    case `default`
    /// A keyboard of ASCII characters.
    case asciiCapable
    /// Numbers and punctuation.
    case numbersAndPunctuation
    /// A keyboard for URLs (`.`, `/`, `.com`).
    case URL
    /// Digits 0 to 9.
    case numberPad
    /// Digits with `*`, `#` and `+`.
    case phonePad
    /// Letters for a name, or digits for a number.
    case namePhonePad
    /// A keyboard for email addresses (`@`, `.`).
    case emailAddress
    /// Digits and a decimal point.
    case decimalPad
    /// Letters with `@` and `#` at hand.
    case twitter
    /// Letters with a Go key, for search terms and URLs.
    case webSearch
    /// ASCII digits 0 to 9.
    case asciiCapableNumberPad
}

/// The kind of content a text field holds, for autofill (UIKit's type).
/// Accepted; no effect on a layout.
public struct UITextContentType: RawRepresentable, Hashable, Sendable {
    /// The content type's name.
    public let rawValue: String
    /// Creates a content type from its name.
    public init(rawValue: String) { self.rawValue = rawValue }
    /// A person's full name.
    public static let name = UITextContentType(rawValue: "name")
    /// A person's first name.
    public static let givenName = UITextContentType(rawValue: "givenName")
    /// A person's family name.
    public static let familyName = UITextContentType(rawValue: "familyName")
    /// A nickname.
    public static let nickname = UITextContentType(rawValue: "nickname")
    /// The name of an organisation.
    public static let organizationName = UITextContentType(rawValue: "organizationName")
    /// An email address.
    public static let emailAddress = UITextContentType(rawValue: "emailAddress")
    /// A telephone number.
    public static let telephoneNumber = UITextContentType(rawValue: "telephoneNumber")
    /// An account's user name.
    public static let username = UITextContentType(rawValue: "username")
    /// An account's password.
    public static let password = UITextContentType(rawValue: "password")
    /// A new password being chosen.
    public static let newPassword = UITextContentType(rawValue: "newPassword")
    /// A one-time code sent by SMS or email.
    public static let oneTimeCode = UITextContentType(rawValue: "oneTimeCode")
    /// A URL.
    public static let URL = UITextContentType(rawValue: "URL")
    /// A street address on one or more lines.
    public static let fullStreetAddress = UITextContentType(rawValue: "fullStreetAddress")
    /// A postal code.
    public static let postalCode = UITextContentType(rawValue: "postalCode")
    /// A city.
    public static let addressCity = UITextContentType(rawValue: "addressCity")
    /// A country's name.
    public static let countryName = UITextContentType(rawValue: "countryName")
    /// A credit card number.
    public static let creditCardNumber = UITextContentType(rawValue: "creditCardNumber")
}

/// How a text field capitalises what is typed.
/// Accepted; no effect on a layout.
public struct TextInputAutocapitalization: Hashable, Sendable {
    let kind: Int
    /// Nothing is capitalised.
    public static let never = TextInputAutocapitalization(kind: 0)
    /// The first letter of each word is capitalised.
    public static let words = TextInputAutocapitalization(kind: 1)
    /// The first letter of each sentence is capitalised.
    public static let sentences = TextInputAutocapitalization(kind: 2)
    /// Every letter is capitalised.
    public static let characters = TextInputAutocapitalization(kind: 3)
}

/// The label of the keyboard's return key.
/// Accepted; no effect on a layout.
public enum SubmitLabel: Hashable, Sendable {
    /// Done.
    case done
    /// Go.
    case go
    /// Send.
    case send
    /// Join.
    case join
    /// Route.
    case route
    /// Search.
    case search
    /// Return.
    case `return`
    /// Next.
    case next
    /// Continue.
    case `continue`
}

/// A haptic or audio feedback (`.sensoryFeedback(.success, trigger: x)`).
/// Accepted; no effect on a layout.
public struct SensoryFeedback: Hashable, Sendable {
    let name: String
    /// A task succeeded.
    public static let success = SensoryFeedback(name: "success")
    /// A warning.
    public static let warning = SensoryFeedback(name: "warning")
    /// An error.
    public static let error = SensoryFeedback(name: "error")
    /// The selection changed.
    public static let selection = SensoryFeedback(name: "selection")
    /// A value went up.
    public static let increase = SensoryFeedback(name: "increase")
    /// A value went down.
    public static let decrease = SensoryFeedback(name: "decrease")
    /// An activity started.
    public static let start = SensoryFeedback(name: "start")
    /// An activity stopped.
    public static let stop = SensoryFeedback(name: "stop")
    /// Something snapped into alignment.
    public static let alignment = SensoryFeedback(name: "alignment")
    /// A value crossed into another level.
    public static let levelChange = SensoryFeedback(name: "levelChange")
    /// A physical impact of the default weight.
    public static let impact = SensoryFeedback(name: "impact")
    /// How heavy an impact feels.
    public struct Weight: Hashable, Sendable {
        let value: Int
        /// A light impact.
        public static let light = Weight(value: 0)
        /// A medium impact.
        public static let medium = Weight(value: 1)
        /// A heavy impact.
        public static let heavy = Weight(value: 2)
    }
    /// How flexible the colliding objects of an impact feel.
    public struct Flexibility: Hashable, Sendable {
        let value: Int
        /// Rigid objects collide.
        public static let rigid = Flexibility(value: 0)
        /// Solid objects collide.
        public static let solid = Flexibility(value: 1)
        /// Soft objects collide.
        public static let soft = Flexibility(value: 2)
    }
    /// An impact of `weight` at `intensity` (0 to 1).
    public static func impact(weight: Weight = .medium, intensity: Double = 1) -> SensoryFeedback { .impact }
    /// An impact of objects of `flexibility` at `intensity` (0 to 1).
    public static func impact(flexibility: Flexibility, intensity: Double = 1) -> SensoryFeedback { .impact }
}

nonisolated extension View {
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

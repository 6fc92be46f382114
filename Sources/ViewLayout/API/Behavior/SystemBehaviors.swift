import Foundation

// Modifiers that act on the system around a view (keyboard, pointer,
// status bar, screenshots, symbol animations) rather than on its layout.
// Each is accepted and changes no frame.

/// An animation of a symbol image (`symbolEffect`): accepted, a still
/// layout draws the symbol at rest.
public protocol SymbolEffect {}

/// One of the system's symbol animations.
public struct _SystemSymbolEffect: SymbolEffect, Sendable {
    let name: String
    /// The animation run upwards.
    public var up: _SystemSymbolEffect { self }
    /// The animation run downwards.
    public var down: _SystemSymbolEffect { self }
    /// The animation applied to the whole symbol at once.
    public var wholeSymbol: _SystemSymbolEffect { self }
    /// The animation applied layer by layer.
    public var byLayer: _SystemSymbolEffect { self }
}

extension SymbolEffect where Self == _SystemSymbolEffect {
    /// A bounce.
    public static var bounce: _SystemSymbolEffect { _SystemSymbolEffect(name: "bounce") }
    /// A pulse of opacity.
    public static var pulse: _SystemSymbolEffect { _SystemSymbolEffect(name: "pulse") }
    /// Layers lit in turn.
    public static var variableColor: _SystemSymbolEffect { _SystemSymbolEffect(name: "variableColor") }
    /// A change of scale.
    public static var scale: _SystemSymbolEffect { _SystemSymbolEffect(name: "scale") }
    /// An appearance.
    public static var appear: _SystemSymbolEffect { _SystemSymbolEffect(name: "appear") }
    /// A disappearance.
    public static var disappear: _SystemSymbolEffect { _SystemSymbolEffect(name: "disappear") }
    /// A wiggle.
    public static var wiggle: _SystemSymbolEffect { _SystemSymbolEffect(name: "wiggle") }
    /// A rotation.
    public static var rotate: _SystemSymbolEffect { _SystemSymbolEffect(name: "rotate") }
    /// A breathing scale.
    public static var breathe: _SystemSymbolEffect { _SystemSymbolEffect(name: "breathe") }
}

/// Options of a symbol animation (speed, repetition): accepted.
public struct SymbolEffectOptions: Sendable {
    /// The default options.
    public static let `default` = SymbolEffectOptions()
    /// Repeat without end.
    public static let repeating = SymbolEffectOptions()
    /// Run once.
    public static let nonRepeating = SymbolEffectOptions()
    /// Repeat a number of times.
    public static func `repeat`(_ count: Int) -> SymbolEffectOptions { SymbolEffectOptions() }
    /// Run at a speed.
    public static func speed(_ speed: Double) -> SymbolEffectOptions { SymbolEffectOptions() }
}

/// The reasons a view's content is redacted (`redacted(reason:)`).
public struct RedactionReasons: OptionSet, Sendable {
    /// The bits of the set.
    public let rawValue: Int
    /// Creates a set from its bits.
    public init(rawValue: Int) { self.rawValue = rawValue }
    /// Shown as a placeholder while data loads.
    public static let placeholder = RedactionReasons(rawValue: 1 << 0)
    /// Hidden because it is private.
    public static let privacy = RedactionReasons(rawValue: 1 << 1)
    /// Hidden because it is invalidated.
    public static let invalidated = RedactionReasons(rawValue: 1 << 2)
}

/// Whether text can be selected (`textSelection`).
public struct TextSelectability: Sendable {
    /// Text can be selected.
    public static let enabled = TextSelectability()
    /// Text cannot be selected.
    public static let disabled = TextSelectability()
}

/// The effect of a pointer hovering over a view (iPad): accepted.
public struct HoverEffect: Sendable {
    /// The platform's default.
    public static let automatic = HoverEffect()
    /// A highlight.
    public static let highlight = HoverEffect()
    /// A lift.
    public static let lift = HoverEffect()
}

/// A key a keyboard shortcut presses.
public struct KeyEquivalent: Hashable, Sendable, ExpressibleByExtendedGraphemeClusterLiteral {
    /// The key's character.
    public let character: Character
    /// Creates a key from its character.
    public init(_ character: Character) { self.character = character }
    /// Creates a key from a character literal: `"s"`.
    public init(extendedGraphemeClusterLiteral value: Character) { character = value }
    /// Return.
    public static let `return` = KeyEquivalent("\r")
    /// Escape.
    public static let escape = KeyEquivalent("\u{1B}")
    /// Delete.
    public static let delete = KeyEquivalent("\u{8}")
    /// Tab.
    public static let tab = KeyEquivalent("\t")
    /// Space.
    public static let space = KeyEquivalent(" ")
}

/// The modifier keys of a keyboard shortcut.
public struct EventModifiers: OptionSet, Hashable, Sendable {
    /// The bits of the set.
    public let rawValue: Int
    /// Creates a set from its bits.
    public init(rawValue: Int) { self.rawValue = rawValue }
    /// Command.
    public static let command = EventModifiers(rawValue: 1 << 0)
    /// Shift.
    public static let shift = EventModifiers(rawValue: 1 << 1)
    /// Option.
    public static let option = EventModifiers(rawValue: 1 << 2)
    /// Control.
    public static let control = EventModifiers(rawValue: 1 << 3)
}

nonisolated extension View {
    /// Animates a symbol when a value changes; accepted (drawn at rest).
    public func symbolEffect<T: SymbolEffect, U: Equatable>(_ effect: T, options: SymbolEffectOptions = .default, value: U) -> some View { self }
    /// Animates a symbol while active; accepted (drawn at rest).
    public func symbolEffect<T: SymbolEffect>(_ effect: T, options: SymbolEffectOptions = .default, isActive: Bool = true) -> some View { self }
    /// Redacts the content for a reason. Accepted, but not drawn: iOS draws
    /// placeholder bars over redacted text.
    public func redacted(reason: RedactionReasons) -> some View { self }
    /// Removes redaction set above; accepted.
    public func unredacted() -> some View { self }
    /// Marks the view as private, redacted when the device is locked; accepted.
    public func privacySensitive(_ sensitive: Bool = true) -> some View { self }
    /// Lets the user select the text inside; accepted.
    public func textSelection(_ selectability: TextSelectability) -> some View { self }
    /// Sets the pointer hover effect; accepted.
    public func hoverEffect(_ effect: HoverEffect = .automatic, isEnabled: Bool = true) -> some View { self }
    /// Assigns a keyboard shortcut; accepted.
    public func keyboardShortcut(_ key: KeyEquivalent, modifiers: EventModifiers = .command) -> some View { self }
    /// Makes the view focusable; accepted.
    public func focusable(_ isFocusable: Bool = true) -> some View { self }
    /// Hides the status bar; accepted (the safe area is the device's).
    public func statusBarHidden(_ hidden: Bool = true) -> some View { self }
    /// Sets whether the home indicator and other overlays show; accepted.
    public func persistentSystemOverlays(_ visibility: Visibility) -> some View { self }
}

/// UIKit's capitalisation of typed text, taken by the older
/// `autocapitalization(_:)` modifier.
public enum UITextAutocapitalizationType: Int, Sendable {
    /// No capitalisation.
    case none
    /// The first letter of each word.
    case words
    /// The first letter of each sentence.
    case sentences
    /// Every letter.
    case allCharacters
}

nonisolated extension View {
    /// Sets how typed text is capitalised (the older spelling of
    /// `textInputAutocapitalization`); accepted.
    public func autocapitalization(_ style: UITextAutocapitalizationType) -> some View { self }
}

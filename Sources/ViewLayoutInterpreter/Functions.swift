import Foundation
import SwiftSyntax
import ViewLayout

/// A function, method or initialiser declared in the file.
final class UserFunction {
    struct Parameter {
        /// The argument label (nil for `_`).
        let label: String?
        let name: String
        let type: TypeSyntax
        let defaultValue: ExprSyntax?
        let isInout: Bool
        /// `@ViewBuilder content: () -> Content`: a closure passed here builds views.
        let isBuilder: Bool

        /// Whether `a` is this parameter's argument: same label, or a
        /// trailing closure for a parameter of function type.
        func takes(_ a: Arg) -> Bool {
            a.label == label || (a.label == nil && a.syntax.is(ClosureExprSyntax.self) && type.is(FunctionTypeSyntax.self))
        }
    }

    let name: String
    let syntax: Syntax
    let body: CodeBlockItemListSyntax
    let parameters: [Parameter]
    let returnType: TypeSyntax?
    let isStatic: Bool
    let isMutating: Bool
    let isInitializer: Bool
    /// `init?(...)`: `return nil` makes the call's value nil.
    let isFailable: Bool
    /// `@ViewBuilder func ...`: the body builds views.
    let isBuilder: Bool

    init(name: String, syntax: Syntax, signature: FunctionSignatureSyntax, body: CodeBlockSyntax?, modifiers: DeclModifierListSyntax,
         attributes: AttributeListSyntax, isInitializer: Bool, isFailable: Bool = false, builder: Bool = false,
         _ interpreter: Interpreter) throws {
        guard let body else { throw interpreter.error("'\(name)' has no body", syntax) }
        var params: [Parameter] = []
        for p in signature.parameterClause.parameters {
            if p.ellipsis != nil { throw interpreter.error("variadic parameters are not supported ('\(p.trimmedDescription)')", p) }
            var type = p.type
            var isInout = false
            var isBuilder = false
            if let attributed = type.as(AttributedTypeSyntax.self) {
                isInout = attributed.specifiers.contains { $0.trimmedDescription == "inout" }
                isBuilder = attributed.attributes.contains { $0.trimmedDescription == "@ViewBuilder" }
                type = attributed.baseType
            }
            isBuilder = isBuilder || p.attributes.contains { $0.trimmedDescription == "@ViewBuilder" }
            let first = p.firstName.text
            // An operator's parameters take no labels (`static func < (a: V, b: V)`).
            let isOperator = name.first.map { !$0.isLetter && $0 != "_" } ?? false
            params.append(Parameter(label: first == "_" || isOperator ? nil : first, name: (p.secondName ?? p.firstName).text, type: type,
                                    defaultValue: p.defaultValue?.value, isInout: isInout, isBuilder: isBuilder))
        }
        self.name = name
        self.syntax = syntax
        self.body = body.statements
        self.parameters = params
        self.returnType = signature.returnClause?.type
        self.isStatic = modifiers.contains { $0.name.tokenKind == .keyword(.static) }
        self.isMutating = modifiers.contains { $0.name.tokenKind == .keyword(.mutating) }
        self.isInitializer = isInitializer
        self.isFailable = isFailable
        self.isBuilder = builder || attributes.contains { $0.trimmedDescription == "@ViewBuilder" }
    }

    /// Generic parameters are accepted unchecked: values carry their types.
    convenience init(_ f: FunctionDeclSyntax, _ interpreter: Interpreter, builder: Bool = false) throws {
        try self.init(name: f.name.text, syntax: Syntax(f), signature: f.signature, body: f.body, modifiers: f.modifiers,
                      attributes: f.attributes, isInitializer: false, builder: builder, interpreter)
    }

    convenience init(_ f: InitializerDeclSyntax, _ interpreter: Interpreter) throws {
        try self.init(name: "init", syntax: Syntax(f), signature: f.signature, body: f.body, modifiers: f.modifiers,
                      attributes: f.attributes, isInitializer: true, isFailable: f.optionalMark != nil, interpreter)
    }

    /// `name(label:other:)`, for messages.
    var signatureText: String { "\(name)(\(parameters.map { ($0.label ?? "_") + ":" }.joined()))" }

    /// Whether the arguments' labels fit the parameters (parameters with a
    /// default may be left out; a trailing closure fits any parameter).
    func accepts(_ args: [Arg]) -> Bool {
        var i = 0
        for p in parameters {
            if i < args.count, p.takes(args[i]) {
                i += 1
            } else if p.defaultValue == nil {
                return false
            }
        }
        return i == args.count
    }
}

/// Something callable held as a value.
indirect enum Callable {
    /// A function of the file, with the `self` of a method.
    case user(UserFunction, Value?)
    /// An operator (`+`) or a standard function (`max`) used as a value.
    case builtin(String)
    /// A case of an enum with associated values, used as a function.
    case enumCase(UserType, String)
    /// A type's initialiser used as a function (`map(String.init)`).
    case initializer(String)
}

/// How a statement ends: on to the next one, or a jump.
enum Flow {
    case normal
    case returned(Value)
    case breakLoop
    case continueLoop
    /// `fallthrough`: on into the next case of the switch.
    case fallThrough
}

/// What a call of a file's function gives back: its value, the final
/// `self` of a mutating method or initialiser, and the final values of its
/// `inout` parameters (by argument position).
struct CallResult {
    var value: Value
    var selfAfter: Value?
    var inouts: [Int: Value]
}

extension Value {
    static var void: Value { .tuple([], []) }
    var isNone: Bool { if case .none = self { true } else { false } }
}

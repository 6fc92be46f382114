import SwiftCompilerPlugin
import SwiftSyntaxMacros

/// The compiler plugin that expands ViewLayout's macros.
@main
struct ViewLayoutMacrosPlugin: CompilerPlugin {
    let providingMacros: [Macro.Type] = [
        PreviewMacro.self,
    ]
}

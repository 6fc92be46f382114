import SwiftCompilerPlugin
import SwiftSyntaxMacros

/// The package's macros, as the compiler loads them.
@main
struct ViewLayoutMacrosPlugin: CompilerPlugin {
    let providingMacros: [Macro.Type] = [
        PreviewMacro.self,
        SourceTextMacro.self,
        EntryMacro.self,
    ]
}

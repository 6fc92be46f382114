import Foundation
import SwiftSyntax
import ViewLayout

extension Interpreter {
    /// Runs interpreted code the engine calls during layout; an error is
    /// kept for the caller (`checkLateErrors`) and the value is 0.
    func lateNumber(at node: some SyntaxProtocol, _ body: () throws -> Value) -> CGFloat {
        // A guide whose value reads itself (a custom AlignmentID whose
        // defaultValue asks for its own guide) would recurse forever.
        if !lateErrors.isEmpty { return 0 }
        enterLate()
        defer { exitLate() }
        if lateDepth > 64 {
            if lateErrors.isEmpty { lateErrors.append(error("this alignment guide's value depends on itself", node)) }
            return 0
        }
        do {
            let v = try body()
            if let n = number(v) { return CGFloat(n) }
            lateErrors.append(error("an alignment guide must give a number, not \(v.kindName)", node))
        } catch {
            lateErrors.append(located(error, node))
        }
        return 0
    }

    /// An error raised in interpreted code, as the caller reports it: an
    /// error the file threw and did not catch points at its `throw`.
    func located(_ error: Error, _ node: some SyntaxProtocol) -> InterpreterError {
        switch error {
        case let e as InterpreterError: e
        case let t as ThrownError: t.uncaught
        default: self.error("\(error)", node)
        }
    }

    /// A view built by interpreted code during layout (GeometryReader's
    /// content); an error is kept for `checkLateErrors` and nothing is drawn.
    func lateView(at node: some SyntaxProtocol, _ body: () throws -> Value) -> AnyView {
        if !lateErrors.isEmpty { return AnyView(EmptyView()) }
        enterLate()
        defer { exitLate() }
        do {
            if lateDepth > 64 { throw error("views built during layout nest too deeply", node) }
            if case .native(let v as AnyView) = try body() { return v }
            throw error("this closure does not build a view", node)
        } catch {
            if lateErrors.isEmpty { lateErrors.append(located(error, node)) }
        }
        return AnyView(EmptyView())
    }

    /// How much of the thread's stack interpreted code may use per entry
    /// from the engine: the engine calls back on the caller's thread (a
    /// normal 8 MiB stack, of which it uses at most 256 KiB before moving
    /// to a fresh thread) or on one of its own stack segments, which it may
    /// use until 1 MiB is left; code run then gets less than that, and
    /// nesting past it is an error instead of a stack overflow.
    static let lateStackBudget: UInt = 768 << 10

    static func stackAddress() -> UInt {
        var marker: UInt8 = 0
        return withUnsafeMutablePointer(to: &marker) { UInt(bitPattern: $0) }
    }

    /// Starts an entry from the engine into interpreted code, with a stack
    /// limit for each; all entries share the render's budget (`RenderBudget`).
    func enterLate() {
        lateDepth += 1
        lateSaved.append(stackLimit)
        let here = Interpreter.stackAddress()
        stackLimit = here > Interpreter.lateStackBudget ? here - Interpreter.lateStackBudget : 0
    }

    func exitLate() {
        lateDepth -= 1
        stackLimit = lateSaved.removeLast()
    }

    /// The nesting level of a view built later (by the resolver, or during
    /// layout) from code running now: it continues this code's nesting, so
    /// a view that contains itself through such bodies stops at
    /// `maximumBodyDepth` as a direct one does (the resolver would build it
    /// forever).
    func deferredLevel() -> Int { bodyBase + bodyDepth + 1 }

    func atLevel<T>(_ level: Int, at node: some SyntaxProtocol, _ body: () throws -> T) throws -> T {
        if level > Interpreter.maximumBodyDepth {
            throw error("view bodies nest more than \(Interpreter.maximumBodyDepth) levels (a view that contains itself?)", node)
        }
        let (savedBase, savedDepth) = (bodyBase, bodyDepth)
        (bodyBase, bodyDepth) = (level, 0)
        defer { (bodyBase, bodyDepth) = (savedBase, savedDepth) }
        return try body()
    }

    /// Throws the first error interpreted code raised during a layout pass.
    public func checkLateErrors() throws {
        if let e = lateErrors.first { throw e }
    }
}

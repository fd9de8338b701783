import Foundation

/// Kotlin flags fixed at `false` when the app is compiled, and the composables only they reach:
///
/// ```kotlin
/// object Flags { const val MQ_PREVIEW = false }                       // Gramophone 66fa1190 Flags.kt:18
/// if (!Flags.MQ_PREVIEW) return                                       // MultiQueue.kt:682: the pager dots after it never show
/// val landscapeMode = false && context.supportsWideScreen()           // MultiQueue.kt:636
/// ```
///
/// A flag is a `val` (never a `var`, so nothing reassigns it) written `= false`, at the top
/// level or in an `object` or a `companion object` (not a class's, which a subclass may
/// override), read as `Owner.NAME` or, for a top-level `const val`, as `NAME`. A name that any
/// read file also declares with another value or as a `var` (a flavour's `Flags.kt` that turns it
/// on) is no flag. Inside a function, a local `val` whose value is such a condition is one too.
///
/// The walk then skips what cannot run: the rest of a block after `if (FLAG-is-off) return`, the
/// branch of an `if` its condition never takes. A composable of the file whose every use is in
/// such code (or in another such composable) and whose name no other Kotlin file holds is not
/// read either (MultiQueue.kt:187 `MqListItem`, called only from `MqList`, from `MqContent`, from
/// the page the flag leaves empty). A feature enum's entry off in every build is a flag too
/// (ComposeFalseFlags+Enums.swift), and so is a composable of another file that only such code
/// calls (ComposeFalseFlags+Files.swift).
package struct ComposeFalseFlags: Sendable {
    /// `Owner.NAME` of an object's or companion's flag; `NAME` of a top-level one.
    var names: Set<String> = []
    /// `Enum.ENTRY` of the feature entries off in every build (``isOffFeature(_:)``).
    var offEntries: Set<String> = []
    /// The names of the other enum entries the flag files declare.
    var openEntryNames: Set<String> = []
    /// File path → its functions only skipped code uses.
    var unreached: [String: Set<String>] = [:]

    /// The most files (and bytes) read for the flags: only files that write `= false` are.
    static let maximumFiles = 2_000
    static let maximumBytes = 32 << 20

    package init() {}

    init(names: Set<String>) {
        self.names = names
    }

    /// Whether `condition` is settled when the app is built: a flag (false), `!`, `&&` and `||`
    /// of settled parts (`false && x` is false whatever `x` is), `true`, `false`. `locals` are
    /// the enclosing function's `val`s known false.
    func decided(_ condition: KotlinExpression, locals: Set<String>) -> Bool? {
        switch condition.kind {
        case .prefix("!", let operand): return decided(operand, locals: locals).map { !$0 }
        case .binary(let op, let left, let right) where op == "&&" || op == "||":
            let a = decided(left, locals: locals)
            let b = decided(right, locals: locals)
            let absorbing = op == "||"
            if a == absorbing || b == absorbing { return absorbing }
            // Neither is the absorbing value: both known is the other one.
            return a != nil && b != nil ? !absorbing : nil
        case .name("true"): return true
        case .name("false"): return false
        case .name(let name): return locals.contains(name) || names.contains(name) ? false : nil
        case .member(let base, let name, false):
            guard case .name(let owner) = base.kind, owner.first?.isUppercase == true else { return nil }
            return names.contains(owner + "." + name) ? false : nil
        case .call: return isOffFeature(condition) ? false : nil
        default: return nil
        }
    }

    /// Whether `statement` is `if (settled true) return` (or throw, break, continue) with no
    /// `else`: nothing after it in the block runs.
    func endsBlock(_ statement: KotlinStatement, locals: Set<String>) -> Bool {
        guard case .expression(let expression) = statement, case .control("if", let parts) = expression.kind, parts.count == 2,
            decided(parts[0], locals: locals) == true
        else { return false }
        return Self.jumps(parts[1])
    }

    private static func jumps(_ branch: KotlinExpression) -> Bool {
        switch branch.kind {
        case .jump: return true
        case .block(let statements):
            guard case .expression(let last)? = statements.last else { return false }
            return jumps(last)
        default: return false
        }
    }

    /// The indices of the parts of an `if` the app runs: its condition and the branch it takes
    /// when the condition is settled (none when it is false and there is no `else`); all otherwise.
    func liveIndices(ofIf parts: [KotlinExpression], locals: Set<String>) -> [Int] {
        guard parts.count >= 2, let taken = decided(parts[0], locals: locals) else { return Array(parts.indices) }
        if taken { return [0, 1] }
        return parts.count > 2 ? [0, 2] : [0]
    }

    /// `locals` and `declaration`'s name when it is a local `val` whose value is settled false.
    func locals(_ locals: Set<String>, adding declaration: KotlinDeclaration) -> Set<String> {
        guard declaration.keyword == "val", let value = declaration.initializer, !declaration.name.isEmpty else { return locals }
        var locals = locals
        if decided(value, locals: locals) == false { locals.insert(declaration.name) } else { locals.remove(declaration.name) }
        return locals
    }

    /// Whether `function`, declared in `path`, is only used where the app never runs.
    func isUnreached(_ function: String, path: String) -> Bool {
        unreached[path]?.contains(function) == true
    }
}

/// A Kotlin expression as the tolerant parser reads it: loosely, by shape and name, with its
/// position, the last line it spans and its depth (so no walk over it goes deeper than the limit).
package struct KotlinExpression: Sendable, Hashable {
    package indirect enum Kind: Sendable, Hashable {
        /// A name: `Text`, `it`, `this`, `null`, `true`.
        case name(String)
        /// A number, string or character literal.
        case literal(KotlinToken)
        /// `base.name`, or `base?.name` when `safe`.
        case member(base: KotlinExpression, name: String, safe: Bool)
        /// `callee(arguments) { lambda }`.
        case call(callee: KotlinExpression, arguments: [KotlinArgument], lambda: KotlinLambda?)
        /// `base[arguments]`.
        case index(base: KotlinExpression, arguments: [KotlinExpression])
        /// `left op right`, including infix calls (`LocalDensity provides x`: op `provides`).
        case binary(op: String, left: KotlinExpression, right: KotlinExpression)
        /// `-x`, `!x`, `*array`.
        case prefix(op: String, operand: KotlinExpression)
        /// `x!!`, `x++`.
        case postfix(op: String, operand: KotlinExpression)
        /// `x as T`, `x as? T`, `x is T`, `x !is T`: the type as written.
        case typeCheck(op: String, operand: KotlinExpression, type: String)
        /// `::name`, `Type::name`.
        case reference(base: KotlinExpression?, name: String)
        /// `{ a, b -> … }`.
        case lambda(KotlinLambda)
        /// A block of statements (`if`'s and `when`'s branches, `try`, loop bodies).
        case block([KotlinStatement])
        /// `if`, `when`, `for`, `while`, `do`, `try` by keyword, with their parts in order
        /// (conditions, subjects, branches); read loosely.
        case control(keyword: String, parts: [KotlinExpression])
        /// `return`, `throw`, `break`, `continue`, with the value when one is given.
        case jump(keyword: String, value: KotlinExpression?)
        /// `object : Type { … }`.
        case objectLiteral([KotlinStatement])
        /// What could not be read (a diagnostic says why).
        case unknown
    }

    package var kind: Kind
    package var position: KotlinPosition
    package var endLine: Int
    /// 1 for a leaf; one more than its deepest part otherwise.
    package var depth: Int
}

/// One argument of a call: `name = value` or just `value`.
package struct KotlinArgument: Sendable, Hashable {
    package var name: String?
    package var value: KotlinExpression
}

/// `{ parameters -> body }`.
package struct KotlinLambda: Sendable, Hashable {
    package var parameters: [String]
    package var body: [KotlinStatement]
    package var position: KotlinPosition
    package var endLine: Int
}

/// An annotation: `@Suppress("legible:text.fixed-size")`, `@Composable`, `@file:Suppress(…)`.
package struct KotlinAnnotation: Sendable, Hashable {
    /// The name without `@` and without a use-site target (`Suppress`, `Composable`).
    package var name: String
    package var arguments: [KotlinArgument]
    package var position: KotlinPosition
}

/// A parameter of a function or a primary constructor.
package struct KotlinParameter: Sendable, Hashable {
    package var name: String
    /// The type as written (`Modifier`, `() -> Unit`).
    package var type: String
    package var defaultValue: KotlinExpression?
}

/// A declaration: a function, property, class, object or interface.
package struct KotlinDeclaration: Sendable, Hashable {
    /// `fun`, `val`, `var`, `class`, `object`, `interface`, `typealias`, `init`, `constructor`.
    package var keyword: String
    /// Its name (`Greeting`; the last name of `Modifier.card`); empty for an `init` block.
    package var name: String
    /// An extension's receiver type, its first name (`SemanticColors` of `fun
    /// SemanticColors.toMaterialColorScheme()`, `val ColorScheme.success`); `nil` otherwise.
    package var receiver: String? = nil
    package var annotations: [KotlinAnnotation]
    /// `private`, `const`, `data`, `override`…
    package var modifiers: [String]
    package var parameters: [KotlinParameter]
    /// A property's value (or delegate after `by`), or a function's `= expression` body.
    package var initializer: KotlinExpression?
    /// A function's block body or a class's members.
    package var body: [KotlinStatement]?
    package var position: KotlinPosition
    package var endLine: Int
    /// How deep its tree goes (its parts' greatest depth, as one expression).
    package var depth: Int = 1

    /// Stand-ins for the depth of a declaration inside an expression.
    var depthParts: [KotlinExpression] {
        [KotlinExpression(kind: .unknown, position: position, endLine: endLine, depth: depth)]
    }
}

/// A statement in a block, a lambda, a class body or at the top level of a file.
package enum KotlinStatement: Sendable, Hashable {
    case declaration(KotlinDeclaration)
    case expression(KotlinExpression)
    /// `target = value`, `target += value`.
    case assignment(target: KotlinExpression, op: String, value: KotlinExpression)

    /// The line the statement starts on.
    package var position: KotlinPosition {
        switch self {
        case .declaration(let declaration): declaration.position
        case .expression(let expression): expression.position
        case .assignment(let target, _, _): target.position
        }
    }

    /// The last line the statement spans.
    package var endLine: Int {
        switch self {
        case .declaration(let declaration): declaration.endLine
        case .expression(let expression): expression.endLine
        case .assignment(_, _, let value): value.endLine
        }
    }
}

/// A parsed Kotlin file: its imports, its statements, its comments and what could not be read.
package struct KotlinFile: Sendable, Hashable {
    package var package: String?
    package var imports: [String]
    /// `import android.R as AndroidR`: alias → the path it stands for.
    package var importAliases: [String: String] = [:]
    /// `@file:Suppress(…)` and the file's other annotations.
    package var annotations: [KotlinAnnotation]
    package var statements: [KotlinStatement]
    package var comments: [KotlinComment]
    package var diagnostics: [KotlinDiagnostic]
}

/// How a constraint's two sides compare.
public enum ConstraintRelation: String, Hashable, Sendable, CaseIterable {
    /// `lhs == rhs`.
    case equal = "=="
    /// `lhs <= rhs`.
    case lessThanOrEqual = "<="
    /// `lhs >= rhs`.
    case greaterThanOrEqual = ">="
}

/// How much a constraint matters, as Auto Layout's priorities 1–1000.
///
/// `1000` is *required*: the solver satisfies it exactly or refuses it
/// (``ConstraintSolverError/unsatisfiable(_:)``). Anything below is *optional*, and optional
/// priorities are **strictly ordered** (lexicographic): the solver first minimises the error of
/// the priority-999 constraints, then, among the solutions that do that best, the error of the
/// 998s, and so on. No number of 998s ever outweighs one 999, and two priorities that differ at
/// all (750 and 750.5) are two levels. Within one level each constraint's error counts
/// once, in the units of its own expression (an equality's `|lhs − rhs|`, an inequality's amount
/// of violation), and the sum of them is what is minimised.
///
/// Why this scheme: Apple documents priorities as an order ("higher priority constraints are
/// satisfied before lower priority constraints"; an optional `a == b` "will attempt to minimize
/// abs(a-b)"), not as weights, and a layout's meaning must not change because a screen has more
/// labels. kiwi (and so kiwisolver) instead adds its strengths as weights (`strong` = 10⁶,
/// `medium` = 10³, `weak` = 1, each clipped to 0–1000 before scaling), so there a thousand
/// violated `medium` constraints can outweigh one `strong`; where that never happens both give
/// the same answer, which is what the differential test against kiwisolver checks.
public struct ConstraintStrength: Hashable, Comparable, Sendable, CustomStringConvertible {
    /// The priority, greater than 0 and at most 1000.
    public let priority: Double

    /// A strength of `priority`, clamped to `0.001…1000` (Auto Layout allows no priority above
    /// required, and a priority of 0 would not be a constraint).
    public init(_ priority: Double) {
        self.priority = min(max(priority.isNaN ? 1 : priority, 0.001), 1000)
    }

    /// Priority 1000: must hold exactly.
    public static let required = ConstraintStrength(1000)
    /// Priority 750, UIKit's `defaultHigh` (a button's compression resistance).
    public static let defaultHigh = ConstraintStrength(750)
    /// Priority 250, UIKit's `defaultLow` (a button's content hugging).
    public static let defaultLow = ConstraintStrength(250)
    /// Priority 50, UIKit's `fittingSizeLevel`.
    public static let fittingSizeLevel = ConstraintStrength(50)

    /// Whether the constraint must hold exactly (priority 1000).
    public var isRequired: Bool { priority >= 1000 }

    /// Orders by priority.
    public static func < (lhs: ConstraintStrength, rhs: ConstraintStrength) -> Bool {
        lhs.priority < rhs.priority
    }

    /// `@750`.
    public var description: String { "@\(priority)" }
}

/// A linear relation between two sums, at a strength: `label.left == superview.left + 16 @1000`.
///
/// A constraint is an identity, like ``SolverVariable``: ``ConstraintSolver/remove(_:)`` removes
/// the very constraint that was added, and adding the same constraint twice is an error
/// (``ConstraintSolverError/duplicateConstraint(_:)``), while an equal-looking second constraint
/// is a second constraint. Immutable and `Sendable`.
public final class SolverConstraint: Hashable, Sendable, CustomStringConvertible {
    /// `lhs − rhs`, which the relation compares with 0.
    public let sum: LinearSum
    /// How `lhs − rhs` compares with 0.
    public let relation: ConstraintRelation
    /// How much it matters.
    public let strength: ConstraintStrength
    /// What errors and descriptions call it (an Interface Builder constraint's id, say); may be empty.
    public let name: String

    /// `lhs relation rhs` at `strength`; each side a ``LinearSum``, a ``SolverVariable`` or a number.
    public init(
        _ lhs: some LinearSumConvertible, _ relation: ConstraintRelation, _ rhs: some LinearSumConvertible, strength: ConstraintStrength = .required,
        name: String = ""
    ) {
        self.sum = lhs.linearSum - rhs.linearSum
        self.relation = relation
        self.strength = strength
        self.name = name
    }

    /// `sum relation 0 @priority`, with the name first when there is one.
    public var description: String {
        (name.isEmpty ? "" : name + ": ") + "\(sum) \(relation.rawValue) 0 \(strength)"
    }

    /// Two constraints are equal only when they are the same constraint.
    public static func == (lhs: SolverConstraint, rhs: SolverConstraint) -> Bool {
        lhs === rhs
    }

    /// Hashes the identity.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(ObjectIdentifier(self))
    }
}

/// Why the solver refused a change; the constraint or variable concerned is in the case.
public enum ConstraintSolverError: Error, Sendable, Equatable, CustomStringConvertible {
    /// A required constraint contradicts the required constraints already added; the solver is
    /// as it was before the call.
    case unsatisfiable(SolverConstraint)
    /// The constraint has already been added.
    case duplicateConstraint(SolverConstraint)
    /// The constraint was never added, or has been removed.
    case unknownConstraint(SolverConstraint)
    /// The variable is already an edit variable.
    case duplicateEditVariable(SolverVariable)
    /// The variable is not an edit variable.
    case unknownEditVariable(SolverVariable)
    /// An edit variable must be optional (priority below 1000): a suggested value is a wish the
    /// solver can meet only as far as the required constraints allow.
    case requiredEditStrength(SolverVariable)
    /// A coefficient, constant or suggested value is NaN or infinite; the constraint (or the edit
    /// variable's constraint) is named.
    case nonFinite(SolverConstraint)

    /// One sentence naming the constraint or variable.
    public var description: String {
        switch self {
        case .unsatisfiable(let constraint): "unsatisfiable required constraint \(constraint)"
        case .duplicateConstraint(let constraint): "constraint added twice: \(constraint)"
        case .unknownConstraint(let constraint): "constraint not in the solver: \(constraint)"
        case .duplicateEditVariable(let variable): "edit variable added twice: \(variable)"
        case .unknownEditVariable(let variable): "not an edit variable: \(variable)"
        case .requiredEditStrength(let variable): "edit variable \(variable) must have a priority below 1000"
        case .nonFinite(let constraint): "NaN or infinite number in \(constraint)"
        }
    }
}

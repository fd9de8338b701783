/// An unknown of a constraint system: a view's left edge, a label's width, the screen width.
///
/// A variable is an identity, not a value: two variables with the same name are different
/// unknowns. Read its solved value from the solver that holds it with
/// ``ConstraintSolver/value(of:)``. Variables are immutable and `Sendable`, so one set of them can
/// describe a layout that several solvers (one per screen width, say) solve at once.
///
/// ```swift
/// let left = SolverVariable("label.left")
/// let width = SolverVariable("label.width")
/// let right = left + width            // a LinearSum: left + 1·width + 0
/// ```
public final class SolverVariable: Hashable, Sendable, CustomStringConvertible, LinearSumConvertible {
    /// The name shown in descriptions and errors; it plays no part in identity.
    public let name: String

    /// A new unknown, different from every other variable.
    /// - Parameter name: what descriptions and errors call it.
    public init(_ name: String) {
        self.name = name
    }

    /// The name.
    public var description: String { name }

    /// Two variables are equal only when they are the same variable.
    public static func == (lhs: SolverVariable, rhs: SolverVariable) -> Bool {
        lhs === rhs
    }

    /// Hashes the identity.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(ObjectIdentifier(self))
    }
}

/// One variable times a coefficient, a term of a ``LinearSum``: `0.5 · superview.width`.
public struct LinearTerm: Hashable, Sendable, CustomStringConvertible {
    /// The unknown.
    public var variable: SolverVariable
    /// What it is multiplied by (an Auto Layout multiplier, or −1 on the other side of a relation).
    public var coefficient: Double

    /// `coefficient · variable`.
    public init(_ variable: SolverVariable, coefficient: Double = 1) {
        self.variable = variable
        self.coefficient = coefficient
    }

    /// `coefficient·name`.
    public var description: String { "\(coefficient)·\(variable.name)" }
}

/// A linear expression: a sum of terms plus a constant, `a·x + b·y + c`.
///
/// Build one from variables and numbers with `+`, `-` and `*`:
/// `superviewWidth * 0.5 - 16` is `0.5·superviewWidth − 16`. Terms of the same variable are not
/// merged here; the solver merges them when it reads the sum.
public struct LinearSum: Hashable, Sendable, CustomStringConvertible, LinearSumConvertible {
    /// The terms, in the order they were written.
    public var terms: [LinearTerm]
    /// The constant added to the terms.
    public var constant: Double

    /// `terms + constant`.
    public init(_ terms: [LinearTerm] = [], constant: Double = 0) {
        self.terms = terms
        self.constant = constant
    }

    /// `1·variable`.
    public init(_ variable: SolverVariable) {
        self.init([LinearTerm(variable)])
    }

    /// The sum itself.
    public var linearSum: LinearSum { self }

    /// `a·x + b·y + c`.
    public var description: String {
        (terms.map(\.description) + ["\(constant)"]).joined(separator: " + ")
    }

    /// The sum times `factor`.
    public func scaled(by factor: Double) -> LinearSum {
        LinearSum(terms.map { LinearTerm($0.variable, coefficient: $0.coefficient * factor) }, constant: constant * factor)
    }

    /// The sum of both sums' terms and constants.
    public static func + (lhs: LinearSum, rhs: LinearSum) -> LinearSum {
        LinearSum(lhs.terms + rhs.terms, constant: lhs.constant + rhs.constant)
    }

    /// `lhs + (−1)·rhs`.
    public static func - (lhs: LinearSum, rhs: LinearSum) -> LinearSum {
        lhs + rhs.scaled(by: -1)
    }

    /// The sum times a number.
    public static func * (lhs: LinearSum, rhs: Double) -> LinearSum {
        lhs.scaled(by: rhs)
    }

    /// The sum times a number.
    public static func * (lhs: Double, rhs: LinearSum) -> LinearSum {
        rhs.scaled(by: lhs)
    }

    /// The sum plus a number.
    public static func + (lhs: LinearSum, rhs: Double) -> LinearSum {
        LinearSum(lhs.terms, constant: lhs.constant + rhs)
    }

    /// The sum minus a number.
    public static func - (lhs: LinearSum, rhs: Double) -> LinearSum {
        LinearSum(lhs.terms, constant: lhs.constant - rhs)
    }
}

/// What a constraint's side can be: a ``LinearSum``, a ``SolverVariable`` or a number.
public protocol LinearSumConvertible {
    /// The value as a linear sum.
    var linearSum: LinearSum { get }
}

extension Double: LinearSumConvertible {
    /// A sum with no terms: just the number.
    public var linearSum: LinearSum { LinearSum(constant: self) }
}

extension SolverVariable {
    /// The variable as a one-term sum.
    public var sum: LinearSum { LinearSum(self) }

    /// The variable as a one-term sum.
    public var linearSum: LinearSum { sum }

    /// `lhs + rhs` as a sum.
    public static func + (lhs: SolverVariable, rhs: SolverVariable) -> LinearSum { lhs.sum + rhs.sum }
    /// `lhs − rhs` as a sum.
    public static func - (lhs: SolverVariable, rhs: SolverVariable) -> LinearSum { lhs.sum - rhs.sum }
    /// `variable + sum`.
    public static func + (lhs: SolverVariable, rhs: LinearSum) -> LinearSum { lhs.sum + rhs }
    /// `sum + variable`.
    public static func + (lhs: LinearSum, rhs: SolverVariable) -> LinearSum { lhs + rhs.sum }
    /// `variable − sum`.
    public static func - (lhs: SolverVariable, rhs: LinearSum) -> LinearSum { lhs.sum - rhs }
    /// `sum − variable`.
    public static func - (lhs: LinearSum, rhs: SolverVariable) -> LinearSum { lhs - rhs.sum }
    /// `coefficient · variable`.
    public static func * (lhs: SolverVariable, rhs: Double) -> LinearSum { LinearSum([LinearTerm(lhs, coefficient: rhs)]) }
    /// `coefficient · variable`.
    public static func * (lhs: Double, rhs: SolverVariable) -> LinearSum { LinearSum([LinearTerm(rhs, coefficient: lhs)]) }
    /// `variable + constant`.
    public static func + (lhs: SolverVariable, rhs: Double) -> LinearSum { lhs.sum + rhs }
    /// `variable − constant`.
    public static func - (lhs: SolverVariable, rhs: Double) -> LinearSum { lhs.sum - rhs }
}

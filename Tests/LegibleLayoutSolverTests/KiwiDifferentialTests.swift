import Foundation
import LegibleLayoutSolver
import Testing

/// The solver against kiwisolver 1.5.1 (an independent Cassowary implementation, in C++) on the
/// random systems `make-kiwi-fixtures.py` generated and solved: each system is replayed here step
/// by step (constraints, the edit variable at two values, one removal) and every variable
/// compared with kiwi's value after every step. The script keeps only systems with a unique
/// optimum that is the same under kiwi's weights and under strict priority order.
@Suite struct KiwiDifferentialTests {
    struct Fixture {
        let systems: [[String: Any]]
        let kiwiVersion: String
    }

    static func load() throws -> Fixture {
        let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Fixtures/kiwi-systems.json")
        let document: [String: Any] = try cast(try JSONSerialization.jsonObject(with: Data(contentsOf: url)), "document")
        return Fixture(systems: try field(document, "systems"), kiwiVersion: document["kiwisolver"] as? String ?? "?")
    }

    @Test func everyVariableMatchesKiwiAfterEveryStep() throws {
        let fixture = try Self.load()
        #expect(fixture.systems.count >= 150)
        var compared = 0
        for (index, system) in fixture.systems.enumerated() {
            compared += try replay(system, index: index)
        }
        // Several thousand values: a reader that silently skipped steps would compare far fewer.
        #expect(compared > 3000)
    }

    /// Replays one system; returns how many values were compared.
    private func replay(_ system: [String: Any], index: Int) throws -> Int {
        let names: [String] = try field(system, "variables")
        let variables = names.map { SolverVariable($0) }
        let constraints = try (field(system, "constraints") as [[String: Any]]).map { try constraint($0, variables) }
        var solver = ConstraintSolver()
        try solver.add(constraints)
        for edit in try field(system, "edits") as [[String: Any]] {
            let variable = variables[try field(edit, "variable") as Int]
            try solver.addEditVariable(variable, strength: ConstraintStrength(try field(edit, "priority")))
        }
        var compared = 0
        for (stepIndex, step) in try (field(system, "steps") as [[String: Any]]).enumerated() {
            for pair in step["suggest"] as? [[Double]] ?? [] {
                try solver.suggestValue(pair[1], for: variables[Int(pair[0])])
            }
            for removed in step["remove"] as? [Int] ?? [] {
                try solver.remove(constraints[removed])
            }
            let expected: [Double] = try field(step, "values")
            for (variable, value) in zip(variables, expected) {
                let actual = solver.value(of: variable)
                #expect(abs(actual - value) <= 1e-6, "system \(index) step \(stepIndex) \(variable.name): \(actual), kiwi \(value)")
                compared += 1
            }
        }
        return compared
    }

    private func constraint(_ json: [String: Any], _ variables: [SolverVariable]) throws -> SolverConstraint {
        let terms = try (field(json, "terms") as [[Double]]).map { LinearTerm(variables[Int($0[0])], coefficient: $0[1]) }
        let relation: ConstraintRelation = try cast(ConstraintRelation(rawValue: try field(json, "op")) as Any, "op")
        let sum = LinearSum(terms, constant: try field(json, "constant"))
        return SolverConstraint(sum, relation, 0, strength: ConstraintStrength(try field(json, "priority")))
    }
}

struct FixtureFormatError: Error, CustomStringConvertible {
    let description: String
}

/// `value` as a `T`, or an error naming what was expected.
func cast<T>(_ value: Any?, _ what: String) throws -> T {
    guard let typed = value as? T else { throw FixtureFormatError(description: "\(what) is not \(T.self)") }
    return typed
}

/// The member `key` of a JSON object as a `T`.
func field<T>(_ object: [String: Any], _ key: String) throws -> T {
    try cast(object[key], key)
}

/// A small deterministic random number generator (SplitMix64), so generated test inputs are the
/// same on every run and a failure can be replayed from its seed.
package struct SplitMix64: RandomNumberGenerator {
    package var state: UInt64

    package init(seed: UInt64) {
        state = seed
    }

    package mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var value = state
        value = (value ^ (value >> 30)) &* 0xBF58_476D_1CE4_E5B9
        value = (value ^ (value >> 27)) &* 0x94D0_49BB_1331_11EB
        return value ^ (value >> 31)
    }
}

extension SplitMix64 {
    /// A whole number in `0..<bound` from the next value, by remainder (a small bias that tests
    /// do not mind, and the same sequence on every platform, unlike `Int.random(in:using:)`).
    package mutating func next(below bound: Int) -> Int {
        Int(next() % UInt64(bound))
    }
}

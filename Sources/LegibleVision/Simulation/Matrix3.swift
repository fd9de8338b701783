import LegibleColor

/// A 3×3 matrix acting on column vectors, for the colour-space algebra of the simulations.
struct Matrix3: Sendable, Hashable {
    /// Rows, each of three entries.
    var rows: [[Double]]

    init(_ rows: [[Double]]) {
        precondition(rows.count == 3 && rows.allSatisfy { $0.count == 3 }, "Matrix3 needs 3 rows of 3")
        self.rows = rows
    }

    static let identity = Matrix3([[1, 0, 0], [0, 1, 0], [0, 0, 1]])

    subscript(row: Int, column: Int) -> Double { rows[row][column] }

    static func * (m: Matrix3, n: Matrix3) -> Matrix3 {
        Matrix3((0..<3).map { i in (0..<3).map { j in (0..<3).reduce(0) { $0 + m[i, $1] * n[$1, j] } } })
    }

    static func * (m: Matrix3, v: Vector3) -> Vector3 {
        Vector3(
            m[0, 0] * v.x + m[0, 1] * v.y + m[0, 2] * v.z,
            m[1, 0] * v.x + m[1, 1] * v.y + m[1, 2] * v.z,
            m[2, 0] * v.x + m[2, 1] * v.y + m[2, 2] * v.z)
    }

    /// Entry-wise `(1 − t)·a + t·b`.
    static func interpolate(_ a: Matrix3, _ b: Matrix3, _ t: Double) -> Matrix3 {
        Matrix3((0..<3).map { i in (0..<3).map { j in (1 - t) * a[i, j] + t * b[i, j] } })
    }

    /// The inverse, by the adjugate (the matrices here are well conditioned colour transforms).
    var inverse: Matrix3 {
        let (a, b, c) = (rows[0][0], rows[0][1], rows[0][2])
        let (d, e, f) = (rows[1][0], rows[1][1], rows[1][2])
        let (g, h, i) = (rows[2][0], rows[2][1], rows[2][2])
        let cofactors = [
            [e * i - f * h, c * h - b * i, b * f - c * e],
            [f * g - d * i, a * i - c * g, c * d - a * f],
            [d * h - e * g, b * g - a * h, a * e - b * d],
        ]
        let determinant = a * cofactors[0][0] + b * cofactors[1][0] + c * cofactors[2][0]
        return Matrix3(cofactors.map { $0.map { $0 / determinant } })
    }

    /// The row vector `v·M`, which turns a plane normal in the output space into one in the input space.
    func leftMultiplied(by v: Vector3) -> Vector3 {
        Vector3(
            v.x * self[0, 0] + v.y * self[1, 0] + v.z * self[2, 0],
            v.x * self[0, 1] + v.y * self[1, 1] + v.z * self[2, 1],
            v.x * self[0, 2] + v.y * self[1, 2] + v.z * self[2, 2])
    }
}

/// A column vector of three components (linear RGB, XYZ or LMS, depending on context).
struct Vector3: Sendable, Hashable {
    var x: Double
    var y: Double
    var z: Double

    init(_ x: Double, _ y: Double, _ z: Double) {
        self.x = x
        self.y = y
        self.z = z
    }

    init(_ rgb: LinearRGB) {
        self.init(rgb.red, rgb.green, rgb.blue)
    }

    var linearRGB: LinearRGB { LinearRGB(red: x, green: y, blue: z) }

    func dot(_ other: Vector3) -> Double { x * other.x + y * other.y + z * other.z }

    func cross(_ other: Vector3) -> Vector3 {
        Vector3(y * other.z - z * other.y, z * other.x - x * other.z, x * other.y - y * other.x)
    }

    static func + (a: Vector3, b: Vector3) -> Vector3 { Vector3(a.x + b.x, a.y + b.y, a.z + b.z) }
    static func * (s: Double, v: Vector3) -> Vector3 { Vector3(s * v.x, s * v.y, s * v.z) }
}

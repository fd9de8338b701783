import LegibleColor

/// The cone-space model shared by the Brettel 1997 and Viénot 1999 simulations.
///
/// Linear sRGB goes to Judd–Vos-corrected CIE XYZ with the matrix Viénot, Brettel & Mollon (1999)
/// derived for sRGB-like primaries, then to LMS with the Smith & Pokorny (1975) cone fundamentals
/// (defined on Judd–Vos XYZ). Using plain CIE 1931 XYZ here is a known error of several libraries;
/// DaltonLens-Python 0.1.6 and libDaltonLens use this corrected model.
enum ConeModel {
    /// Judd–Vos XYZ from linear sRGB (Viénot et al. 1999, their 255-scaled matrix ÷ 100).
    static let xyzFromLinearRGB = Matrix3([
        [0.409568, 0.355041, 0.179167],
        [0.213389, 0.706743, 0.0798680],
        [0.0186297, 0.114620, 0.912367],
    ])

    /// Smith & Pokorny (1975) LMS from Judd–Vos XYZ.
    static let lmsFromXYZ = Matrix3([
        [0.15514, 0.54312, -0.03286],
        [-0.15514, 0.45684, 0.03286],
        [0, 0, 0.01608],
    ])

    static let lmsFromLinearRGB = lmsFromXYZ * xyzFromLinearRGB
    static let linearRGBFromLMS = lmsFromLinearRGB.inverse

    /// Judd–Vos XYZ of the monochromatic anchors (CIE 1931 2° CMFs with the Judd–Vos correction,
    /// as tabulated in DaltonLens-Python's `cmfs.wavelength_to_XYZ_JuddVos`).
    enum Anchor {
        static let nm475 = Vector3(0.13287, 0.11284, 0.9422)
        static let nm575 = Vector3(0.84394, 0.91558, 0.00197)
        static let nm485 = Vector3(0.05699, 0.16987, 0.5864)
        static let nm660 = Vector3(0.16161, 0.061, 0.00001)
    }

    /// The LMS axis a dichromat cannot see along.
    static func confusionAxis(_ deficiency: Deficiency) -> Vector3 {
        switch deficiency {
        case .protan: Vector3(1, 0, 0)
        case .deutan: Vector3(0, 1, 0)
        case .tritan, .achroma: Vector3(0, 0, 1)
        }
    }

    /// The LMS projection along the missing cone's axis onto the plane through black with `normal`.
    static func projection(onto normal: Vector3, along deficiency: Deficiency) -> Matrix3 {
        let n = normal
        switch deficiency {
        case .protan: return Matrix3([[0, -n.y / n.x, -n.z / n.x], [0, 1, 0], [0, 0, 1]])
        case .deutan: return Matrix3([[1, 0, 0], [-n.x / n.y, 0, -n.z / n.y], [0, 0, 1]])
        case .tritan, .achroma: return Matrix3([[1, 0, 0], [0, 1, 0], [-n.x / n.z, -n.y / n.z, 0]])
        }
    }

    /// The whole linear-RGB transform for one LMS projection.
    static func rgbTransform(projecting lmsProjection: Matrix3) -> Matrix3 {
        linearRGBFromLMS * lmsProjection * lmsFromLinearRGB
    }
}

/// Brettel, Viénot & Mollon (1997) in linear RGB: two projections and the plane that chooses between them.
struct BrettelHalfPlanes: Sendable, Hashable {
    /// Transform for colours on the non-negative side of the separation plane.
    let positiveSide: Matrix3
    /// Transform for colours on the negative side.
    let negativeSide: Matrix3
    /// The separation plane's normal, in linear RGB (as a row vector).
    let separationNormal: Vector3

    /// The half-planes for a dichromacy, with sRGB white as the neutral axis (as Viénot 1999 and
    /// DaltonLens do, so that white maps to itself).
    init(_ deficiency: Deficiency) {
        let neutral = ConeModel.lmsFromLinearRGB * Vector3(1, 1, 1)
        let anchors =
            deficiency == .tritan
            ? (ConeModel.Anchor.nm485, ConeModel.Anchor.nm660) : (ConeModel.Anchor.nm475, ConeModel.Anchor.nm575)
        var wing1 = ConeModel.lmsFromXYZ * anchors.0
        var wing2 = ConeModel.lmsFromXYZ * anchors.1
        let separation = neutral.cross(ConeModel.confusionAxis(deficiency))
        if separation.dot(wing1) < 0 { swap(&wing1, &wing2) }
        positiveSide = ConeModel.rgbTransform(
            projecting: ConeModel.projection(onto: neutral.cross(wing1), along: deficiency))
        negativeSide = ConeModel.rgbTransform(
            projecting: ConeModel.projection(onto: neutral.cross(wing2), along: deficiency))
        separationNormal = ConeModel.lmsFromLinearRGB.leftMultiplied(by: separation)
    }

    func apply(_ rgb: Vector3) -> Vector3 {
        (separationNormal.dot(rgb) >= 0 ? positiveSide : negativeSide) * rgb
    }
}

enum Vienot1999 {
    /// The single linear-RGB matrix: for protan/deutan the plane through black, sRGB blue and
    /// sRGB yellow (which holds white); for tritan the plane through black, red and cyan
    /// (Viénot 1999 is not accurate for tritan; it is offered for comparison).
    static func matrix(_ deficiency: Deficiency) -> Matrix3 {
        let lms = ConeModel.lmsFromLinearRGB
        let normal =
            deficiency == .tritan
            ? (lms * Vector3(0, 1, 1)).cross(lms * Vector3(1, 0, 0))
            : (lms * Vector3(1, 1, 0)).cross(lms * Vector3(0, 0, 1))
        return ConeModel.rgbTransform(projecting: ConeModel.projection(onto: normal, along: deficiency))
    }
}

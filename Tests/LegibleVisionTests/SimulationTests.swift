import Foundation
import LegibleColor
import LegibleTestSupport
import Testing

@testable import LegibleVision

/// Precomputed matrices published in libDaltonLens (public domain C, github.com/DaltonLens/libDaltonLens,
/// libDaltonLens.c, dumped from DaltonLens-Python with the Judd–Vos-corrected Smith & Pokorny model and
/// sRGB white as the neutral axis). Five decimals, row-major.
private enum LibDaltonLens {
    static let brettel: [Deficiency: (plane1: [Double], plane2: [Double], normal: [Double])] = [
        .protan: (
            [0.14980, 1.19548, -0.34528, 0.10764, 0.84864, 0.04372, 0.00384, -0.00540, 1.00156],
            [0.14570, 1.16172, -0.30742, 0.10816, 0.85291, 0.03892, 0.00386, -0.00524, 1.00139],
            [0.00048, 0.00393, -0.00441]
        ),
        .deutan: (
            [0.36477, 0.86381, -0.22858, 0.26294, 0.64245, 0.09462, -0.02006, 0.02728, 0.99278],
            [0.37298, 0.88166, -0.25464, 0.25954, 0.63506, 0.10540, -0.01980, 0.02784, 0.99196],
            [-0.00281, -0.00611, 0.00892]
        ),
        .tritan: (
            [1.01277, 0.13548, -0.14826, -0.01243, 0.86812, 0.14431, 0.07589, 0.80500, 0.11911],
            [0.93678, 0.18979, -0.12657, 0.06154, 0.81526, 0.12320, -0.37562, 1.12767, 0.24796],
            [0.03901, -0.02788, -0.01113]
        ),
    ]
    static let vienot: [Deficiency: [Double]] = [
        .protan: [0.11238, 0.88762, 0.00000, 0.11238, 0.88762, -0.00000, 0.00401, -0.00401, 1.00000],
        .deutan: [0.29275, 0.70725, 0.00000, 0.29275, 0.70725, -0.00000, -0.02234, 0.02234, 1.00000],
        .tritan: [1.00000, 0.14461, -0.14461, 0.00000, 0.85924, 0.14076, -0.00000, 0.85924, 0.14076],
    ]
}

private func flattened(_ m: Matrix3) -> [Double] { m.rows.flatMap { $0 } }

private func expectClose(_ actual: [Double], _ expected: [Double], tolerance: Double, _ label: String) {
    #expect(actual.count == expected.count)
    for (index, (a, e)) in zip(actual, expected).enumerated() {
        #expect(abs(a - e) <= tolerance, "\(label)[\(index)]: \(a) vs published \(e)")
    }
}

@Suite("Colour-vision simulation")
struct SimulationTests {
    @Test(arguments: [Deficiency.protan, .deutan, .tritan])
    func brettelMatchesLibDaltonLens(_ deficiency: Deficiency) throws {
        let planes = BrettelHalfPlanes(deficiency)
        let published = try #require(LibDaltonLens.brettel[deficiency])
        expectClose(flattened(planes.positiveSide), published.plane1, tolerance: 6e-5, "\(deficiency) plane 1")
        expectClose(flattened(planes.negativeSide), published.plane2, tolerance: 6e-5, "\(deficiency) plane 2")
        // The normal's scale is arbitrary; compare directions.
        let n = planes.separationNormal
        let length = n.dot(n).squareRoot()
        let p = published.normal
        let publishedLength = (p[0] * p[0] + p[1] * p[1] + p[2] * p[2]).squareRoot()
        expectClose(
            [n.x / length, n.y / length, n.z / length], p.map { $0 / publishedLength }, tolerance: 2e-3,
            "\(deficiency) separation normal")
    }

    @Test(arguments: [Deficiency.protan, .deutan, .tritan])
    func vienotMatchesLibDaltonLens(_ deficiency: Deficiency) throws {
        let published = try #require(LibDaltonLens.vienot[deficiency])
        expectClose(flattened(Vienot1999.matrix(deficiency)), published, tolerance: 6e-5, "Viénot \(deficiency)")
    }

    /// Brettel's construction: the neutral axis and the anchor stimuli are seen identically by
    /// the dichromat, so every colour on an anchor half-plane must map to itself.
    @Test(arguments: [
        (Deficiency.protan, ConeModel.Anchor.nm475), (.protan, ConeModel.Anchor.nm575),
        (.deutan, ConeModel.Anchor.nm475), (.deutan, ConeModel.Anchor.nm575),
        (.tritan, ConeModel.Anchor.nm485), (.tritan, ConeModel.Anchor.nm660),
    ])
    func brettelAnchorPlanesAreInvariant(_ deficiency: Deficiency, _ anchorXYZ: Vector3) throws {
        let simulation = try CVDSimulation(deficiency: deficiency, method: .brettel)
        let anchorRGB = ConeModel.xyzFromLinearRGB.inverse * anchorXYZ
        let white = Vector3(1, 1, 1)
        for (w, a) in [(0.0, 1.0), (0.0, 0.2), (0.5, 0.3), (0.8, 0.05), (0.3, 0.7)] {
            let input = w * white + a * anchorRGB
            let output = Vector3(simulation.simulate(linear: input.linearRGB))
            expectClose(
                [output.x, output.y, output.z], [input.x, input.y, input.z], tolerance: 1e-9,
                "\(deficiency) anchor mix \(w), \(a)")
        }
    }

    @Test(arguments: SimulationMethod.allCases)
    func whiteBlackAndGreysStayNeutral(_ method: SimulationMethod) throws {
        let deficiencies: [Deficiency] = method == .luminance ? [.achroma] : [.protan, .deutan, .tritan]
        for deficiency in deficiencies {
            let simulation = try CVDSimulation(deficiency: deficiency, method: method)
            for grey in [0.0, 0.18, 0.5, 1.0] {
                let out = simulation.simulate(linear: LinearRGB(red: grey, green: grey, blue: grey))
                // Machado's published matrices have rows summing to 1 ± 1e-6.
                for component in [out.red, out.green, out.blue] {
                    #expect(abs(component - grey) < 2e-5, "\(method) \(deficiency) grey \(grey) → \(out)")
                }
            }
        }
    }

    @Test func machadoAtPublishedStepsIsThePublishedMatrix() throws {
        // Machado et al. 2009 (www.inf.ufrgs.br/~oliveira/pubs_files/CVD_Simulation), deuteranomaly 0.6 and protanopia 1.0.
        let deutan = Machado2009.matrix(.deutan, severity: 0.6)
        expectClose(
            flattened(deutan), [0.498864, 0.674741, -0.173604, 0.205199, 0.754872, 0.039929, -0.011131, 0.030969, 0.980162],
            tolerance: 1e-12, "deutan 0.6")
        let protan = Machado2009.matrix(.protan, severity: 1)
        expectClose(
            flattened(protan), [0.152286, 1.052583, -0.204868, 0.114503, 0.786281, 0.099216, -0.003882, -0.048116, 1.051998],
            tolerance: 1e-12, "protan 1.0")
    }

    @Test func machadoInterpolatesBetweenSteps() {
        let halfway = Machado2009.matrix(.tritan, severity: 0.55)
        let expected = zip(flattened(Machado2009.matrix(.tritan, severity: 0.5)), flattened(Machado2009.matrix(.tritan, severity: 0.6)))
            .map { ($0 + $1) / 2 }
        expectClose(flattened(halfway), expected, tolerance: 1e-12, "tritan 0.55")
    }

    @Test func machadoTableMatchesTablesCSV() throws {
        let lines = try CSVTable.tables("machado-2009.csv").records
        #expect(lines.count == 3 * 11 * 3)
        for cells in lines {
            try #require(cells.count == 6)
            let deficiency = try Deficiency(parsing: cells[0])
            let step = Int((try #require(Double(cells[1])) * 10).rounded())
            let row = try #require(Int(cells[2]))
            let swiftRow = try #require(Machado2009.matrices[deficiency]?[step][row])
            #expect(swiftRow == cells[3...5].compactMap(Double.init), "\(cells)")
        }
    }

    @Test func defaultsFollowTheIssue() throws {
        #expect(try CVDSimulation(deficiency: .protan).method == .vienot)
        #expect(try CVDSimulation(deficiency: .deutan, severity: 0.5).method == .machado)
        #expect(try CVDSimulation(deficiency: .tritan).method == .brettel)
        #expect(try CVDSimulation(deficiency: .tritan, severity: 0.3).method == .brettel)
        #expect(try CVDSimulation(deficiency: .achroma).method == .luminance)
    }

    @Test func badOptionsAreRejected() {
        #expect(throws: VisionError.self) { try CVDSimulation(deficiency: .protan, severity: 1.5) }
        #expect(throws: VisionError.self) { try CVDSimulation(deficiency: .protan, severity: .nan) }
        #expect(throws: VisionError.self) { try CVDSimulation(deficiency: .achroma, method: .brettel) }
        #expect(throws: VisionError.self) { try CVDSimulation(deficiency: .deutan, method: .luminance) }
        #expect(throws: VisionError.self) { try Deficiency(parsing: "green") }
    }

    @Test func achromatopsiaKeepsRelativeLuminance() throws {
        let simulation = try CVDSimulation(deficiency: .achroma)
        // WCAG relative luminance of pure sRGB green is 0.7152.
        let grey = simulation.simulate(SRGBColor(red: 0, green: 1, blue: 0))
        #expect(abs(grey.linear.red - 0.7152) < 1e-9 && abs(grey.linear.blue - 0.7152) < 1e-9)
    }

    @Test func partialSeverityMixesLinearly() throws {
        let full = try CVDSimulation(deficiency: .tritan, method: .brettel)
        let half = try CVDSimulation(deficiency: .tritan, method: .brettel, severity: 0.5)
        let input = LinearRGB(red: 0.2, green: 0.4, blue: 0.9)
        let (f, h) = (full.simulate(linear: input), half.simulate(linear: input))
        #expect(abs(h.blue - (f.blue + input.blue) / 2) < 1e-12)
    }

    @Test func pixelsMatchTheColourPathAndKeepAlpha() throws {
        let simulation = try CVDSimulation(deficiency: .deutan)
        var pixels: [UInt8] = [0xd6, 0x27, 0x28, 0x80, 0xd6, 0x27, 0x28, 0xff, 0x2c, 0xa0, 0x2c, 0x00]
        simulation.simulateRGBA8(&pixels)
        let expected = simulation.simulate(SRGBColor(red8: 0xd6, green8: 0x27, blue8: 0x28))
        #expect(SRGBColor(red8: pixels[0], green8: pixels[1], blue8: pixels[2]).hex == expected.hex)
        #expect(pixels[3] == 0x80 && pixels[7] == 0xff && pixels[11] == 0)
        #expect(Array(pixels[0..<3]) == Array(pixels[4..<7]))
    }
}

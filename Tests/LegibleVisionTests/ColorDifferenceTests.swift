import Foundation
import LegibleColor
import LegibleTestSupport
import Testing

@testable import LegibleVision

/// Sharma, Wu & Dalal (2005), Table 1: the 34 published CIEDE2000 test pairs with ΔE00 to 4 decimals.
/// Kept here as literals; `Tests/Reference/ciede2000-sharma2005.csv` is compared against them.
private let sharmaPairs: [(Lab, Lab, Double)] = [
    (Lab(lightness: 50, a: 2.6772, b: -79.7751), Lab(lightness: 50, a: 0, b: -82.7485), 2.0425),
    (Lab(lightness: 50, a: 3.1571, b: -77.2803), Lab(lightness: 50, a: 0, b: -82.7485), 2.8615),
    (Lab(lightness: 50, a: 2.8361, b: -74.0200), Lab(lightness: 50, a: 0, b: -82.7485), 3.4412),
    (Lab(lightness: 50, a: -1.3802, b: -84.2814), Lab(lightness: 50, a: 0, b: -82.7485), 1.0000),
    (Lab(lightness: 50, a: -1.1848, b: -84.8006), Lab(lightness: 50, a: 0, b: -82.7485), 1.0000),
    (Lab(lightness: 50, a: -0.9009, b: -85.5211), Lab(lightness: 50, a: 0, b: -82.7485), 1.0000),
    (Lab(lightness: 50, a: 0, b: 0), Lab(lightness: 50, a: -1, b: 2), 2.3669),
    (Lab(lightness: 50, a: -1, b: 2), Lab(lightness: 50, a: 0, b: 0), 2.3669),
    (Lab(lightness: 50, a: 2.4900, b: -0.0010), Lab(lightness: 50, a: -2.4900, b: 0.0009), 7.1792),
    (Lab(lightness: 50, a: 2.4900, b: -0.0010), Lab(lightness: 50, a: -2.4900, b: 0.0010), 7.1792),
    (Lab(lightness: 50, a: 2.4900, b: -0.0010), Lab(lightness: 50, a: -2.4900, b: 0.0011), 7.2195),
    (Lab(lightness: 50, a: 2.4900, b: -0.0010), Lab(lightness: 50, a: -2.4900, b: 0.0012), 7.2195),
    (Lab(lightness: 50, a: -0.0010, b: 2.4900), Lab(lightness: 50, a: 0.0009, b: -2.4900), 4.8045),
    (Lab(lightness: 50, a: -0.0010, b: 2.4900), Lab(lightness: 50, a: 0.0010, b: -2.4900), 4.8045),
    (Lab(lightness: 50, a: -0.0010, b: 2.4900), Lab(lightness: 50, a: 0.0011, b: -2.4900), 4.7461),
    (Lab(lightness: 50, a: 2.5, b: 0), Lab(lightness: 50, a: 0, b: -2.5), 4.3065),
    (Lab(lightness: 50, a: 2.5, b: 0), Lab(lightness: 73, a: 25, b: -18), 27.1492),
    (Lab(lightness: 50, a: 2.5, b: 0), Lab(lightness: 61, a: -5, b: 29), 22.8977),
    (Lab(lightness: 50, a: 2.5, b: 0), Lab(lightness: 56, a: -27, b: -3), 31.9030),
    (Lab(lightness: 50, a: 2.5, b: 0), Lab(lightness: 58, a: 24, b: 15), 19.4535),
    (Lab(lightness: 50, a: 2.5, b: 0), Lab(lightness: 50, a: 3.1736, b: 0.5854), 1.0000),
    (Lab(lightness: 50, a: 2.5, b: 0), Lab(lightness: 50, a: 3.2972, b: 0), 1.0000),
    (Lab(lightness: 50, a: 2.5, b: 0), Lab(lightness: 50, a: 1.8634, b: 0.5757), 1.0000),
    (Lab(lightness: 50, a: 2.5, b: 0), Lab(lightness: 50, a: 3.2592, b: 0.3350), 1.0000),
    (Lab(lightness: 60.2574, a: -34.0099, b: 36.2677), Lab(lightness: 60.4626, a: -34.1751, b: 39.4387), 1.2644),
    (Lab(lightness: 63.0109, a: -31.0961, b: -5.8663), Lab(lightness: 62.8187, a: -29.7946, b: -4.0864), 1.2630),
    (Lab(lightness: 61.2901, a: 3.7196, b: -5.3901), Lab(lightness: 61.4292, a: 2.2480, b: -4.9620), 1.8731),
    (Lab(lightness: 35.0831, a: -44.1164, b: 3.7933), Lab(lightness: 35.0232, a: -40.0716, b: 1.5901), 1.8645),
    (Lab(lightness: 22.7233, a: 20.0904, b: -46.6940), Lab(lightness: 23.0331, a: 14.9730, b: -42.5619), 2.0373),
    (Lab(lightness: 36.4612, a: 47.8580, b: 18.3852), Lab(lightness: 36.2715, a: 50.5065, b: 21.2231), 1.4146),
    (Lab(lightness: 90.8027, a: -2.0831, b: 1.4410), Lab(lightness: 91.1528, a: -1.6435, b: 0.0447), 1.4441),
    (Lab(lightness: 90.9257, a: -0.5406, b: -0.9208), Lab(lightness: 88.6381, a: -0.8985, b: -0.7239), 1.5381),
    (Lab(lightness: 6.7747, a: -0.2908, b: -2.4247), Lab(lightness: 5.8714, a: -0.0985, b: -2.2286), 0.6377),
    (Lab(lightness: 2.0776, a: 0.0795, b: -1.1350), Lab(lightness: 0.9033, a: -0.0636, b: -0.5514), 0.9082),
]

private func rounded4(_ value: Double) -> Double { (value * 10_000).rounded() / 10_000 }

@Suite("Colour difference")
struct ColorDifferenceTests {
    @Test(arguments: Array(sharmaPairs.enumerated()))
    func ciede2000MatchesSharmaInBothOrders(_ item: (offset: Int, element: (Lab, Lab, Double))) {
        let (first, second, published) = item.element
        #expect(rounded4(DeltaE.ciede2000(first, second)) == published, "pair \(item.offset + 1)")
        #expect(rounded4(DeltaE.ciede2000(second, first)) == published, "pair \(item.offset + 1) reversed")
    }

    @Test func sharmaLiteralsMatchTheSharedReference() throws {
        let rows = try CSVTable.reference("ciede2000-sharma2005.csv").records
        #expect(rows.count == sharmaPairs.count)
        for (row, pair) in zip(rows, sharmaPairs) {
            let cells = row.compactMap { Double($0) }
            try #require(cells.count == 8)
            let ours = [pair.0.lightness, pair.0.a, pair.0.b, pair.1.lightness, pair.1.a, pair.1.b, pair.2]
            #expect(Array(cells[1...]) == ours, "row \(row)")
        }
    }

    @Test func cie76IsEuclideanInLab() {
        // 3-4-12 right triangle: distance 13.
        let d = DeltaE.cie76(Lab(lightness: 50, a: 0, b: 0), Lab(lightness: 53, a: 4, b: 12))
        #expect(abs(d - 13) < 1e-12)
    }

    @Test func deltaEOKReusesTheColourModule() {
        let (red, blue) = (SRGBColor(red: 1, green: 0, blue: 0), SRGBColor(red: 0, green: 0, blue: 1))
        #expect(DeltaE.ok.difference(red, blue) == red.deltaEOK(to: blue))
        // Black to white is exactly 1 in OKLab lightness.
        #expect(abs(DeltaE.ok.difference(.black, .white) - 1) < 1e-4)
    }

    @Test func colourConveniencesUseD65Lab() {
        // sRGB red and blue are far apart in every formula; CIEDE2000 compresses saturated differences.
        let (red, blue) = (SRGBColor(red: 1, green: 0, blue: 0), SRGBColor(red: 0, green: 0, blue: 1))
        #expect(red.deltaE2000(to: blue) < red.deltaE76(to: blue))
        #expect(red.deltaE2000(to: red) == 0)
    }
}

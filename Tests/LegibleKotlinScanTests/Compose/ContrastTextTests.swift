import LegibleColor
import LegibleScan
import Testing

/// `contrast.text`: a Text's colour on the nearest background in its chain or its containers.
@Suite struct ComposeContrastTextTests {
    @Test func coloursAndBackgroundsAreRead() throws {
        let body = """
            Box(Modifier.background(Color.White)) {
                Text("a", color = Color(0xFF777777))
                Surface(color = Color(red = 0, green = 0, blue = 0)) {
                    Text("b", color = Color.DarkGray.copy(alpha = 0.5f))
                }
                Text("c", color = colorResource(R.color.brand), modifier = Modifier.background(Color(0x80FF0000)))
            }
            Button(onClick = {}) { Text("d", color = Color.White) }
            Text("e", color = MaterialTheme.colorScheme.onSurface)
            """
        let elements = try texts(body)
        let white = ScannedColor.literal(SRGBColor(red8: 255, green8: 255, blue8: 255), alpha: 1)
        #expect(elements[0].textColor == .literal(SRGBColor(red8: 0x77, green8: 0x77, blue8: 0x77), alpha: 1))
        #expect(elements[0].backgroundColor == white)
        #expect(elements[1].textColor == .literal(SRGBColor(red8: 0x44, green8: 0x44, blue8: 0x44), alpha: 0.5))
        #expect(elements[1].backgroundColor == .literal(SRGBColor(red8: 0, green8: 0, blue8: 0), alpha: 1))
        #expect(elements[2].textColor == .resource("brand"))
        #expect(elements[2].backgroundColor == .literal(SRGBColor(red8: 255, green8: 0, blue8: 0), alpha: 128.0 / 255))
        // A filled button's own container (the theme's primary) is behind its text, not the outer white.
        if case .unresolved? = elements[3].backgroundColor {
        } else {
            Issue.record("expected the button's theme colour, got \(String(describing: elements[3].backgroundColor))")
        }
        if case .unresolved? = elements[4].textColor {} else { Issue.record("expected a theme role") }
        #expect(elements[4].backgroundColor == nil)
    }

    @Test func theWholeScanMeasuresLiterals() async throws {
        // #777777 on white is 4.48:1 (WCAG), under 4.5; black on white is 21:1.
        let body = """
            Box(Modifier.background(Color.White)) {
                Text("grey", color = Color(0xFF777777))
                Text("black", color = Color.Black)
            }
            Button(onClick = {}) { Text("on theme", color = Color(0xFF777777)) }
            """
        #expect(try await scanProject(body).filter { $0.contains("contrast") } == ["4:5 contrast.text error"])
    }
}

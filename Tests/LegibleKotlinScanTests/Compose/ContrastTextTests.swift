import LegibleColor
import LegibleKotlinScan
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
        // #ff0000 at 128/255 over the white Box: green and blue are 1 − 128/255 = 127/255.
        if case .literal(let red, 1)? = elements[2].backgroundColor { #expect(red.hex == "#ff7f7f") } else { Issue.record("expected red over white") }
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

    @Test func aTransparentFillShowsWhatIsBehindAndASnackbarIsAContainer() async throws {
        // Pocket Casts' guest pass page: black text in a white Material 2 snackbar, inside a Box
        // with a transparent background, was measured on the transparent fill (1:1).
        let body = """
            Box(Modifier.background(Color(0xFF202020)).background(Color.Transparent)) {
                Snackbar(content = { Text("saved", color = Color.Black) }, backgroundColor = Color.White)
                Text("on dark", color = Color.White)
                Surface(color = Color.Transparent) { Text("still dark", color = Color.White) }
                Snackbar { Text("m2 default", color = Color.Black) }
            }
            """
        let elements = try texts(body)
        let white = ScannedColor.literal(SRGBColor(red8: 255, green8: 255, blue8: 255), alpha: 1)
        let dark = ScannedColor.literal(SRGBColor(red8: 0x20, green8: 0x20, blue8: 0x20), alpha: 1)
        #expect(elements.map(\.backgroundColor).prefix(3) == [white, dark, dark])
        // Material 2's default snackbar colour comes from its theme: not measured (this file imports no material3).
        if case .unresolved? = elements[3].backgroundColor {
        } else {
            Issue.record("expected Material 2's default, got \(String(describing: elements[3].backgroundColor))")
        }
        // Black on white 21:1, white on #202020 16.1:1: no finding.
        #expect(try await scanProject(body).filter { $0.contains("contrast") } == [])
    }

    @Test func aMaterial3SnackbarIsInverseSurface() throws {
        let body = "Snackbar { Text(\"saved\") }"
        let result = try ComposeSourceReader().read(
            text: "import androidx.compose.material3.Snackbar\n" + composeHeader + body, path: "Screen.kt", resources: ScanResources())
        let label = result.elements.first { $0.kind == .label }
        // Its fill is the theme's inverseSurface and its text inverseOnSurface (`contentColorFor`).
        let fill = String(describing: label?.backgroundColor)
        let ink = String(describing: label?.textColor)
        #expect(fill.contains("inverseSurface"), "\(fill)")
        #expect(ink.contains("inverseOnSurface"), "\(ink)")
    }
}

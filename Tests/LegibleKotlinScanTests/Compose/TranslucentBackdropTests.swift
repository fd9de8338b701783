import LegibleColor
import LegibleScan
import Testing

@testable import LegibleKotlinScan

/// A translucent fill is composited over the backdrop its file fixes; over one it does not fix,
/// it is judged over black or white, whichever gives the text more contrast, so only text that
/// fails over every backdrop is reported (Proton Mail SocialProofBadges.kt:84, white text on an 8%
/// white fill, was measured over the light window at 1.00:1; Jerboa EmbeddedVideoPlayer.kt:303, a
/// 50% black scrim over a video thumbnail, at 3.97:1).
@Suite struct TranslucentBackdropTests {
    @Test func aFillOverNothingKnownIsJudgedAtItsBest() async throws {
        // White on white at 8% over black is 0.08 × 255 = 20.4, #141414 (18.1:1); on black at 35%
        // over black, black. White on #fbfcfd at 0xb3 = 179/255 (Element X RemainingCountOverlay)
        // over black is 179/255 × (251, 252, 253) = (176.2, 176.9, 177.6), #b0b1b2 (L ≈ 0.435):
        // 1.05 / 0.485 = 2.2:1, under 3 even for large text,
        // and over white it is near 1:1, so it fails over every picture.
        let body = """
            Surface(color = Color.White.copy(alpha = 0.08f)) { Text("4.8 stars", color = Color.White) }
            Box(Modifier.background(Color.Black.copy(alpha = 0.35f))) { Text("Content warning", color = Color.White) }
            Box(Modifier.background(Color(0xB3FBFCFD))) { Text("+3", color = Color.White, fontSize = 24.sp) }
            Surface(color = Color.White.copy(alpha = 0.08f)) { Text("brand", color = colorResource(R.color.brand)) }
            """
        let found = try await scanProject(body).filter { $0.contains("contrast") }
        #expect(found == ["5:47 contrast.text error"], "\(found)")
        let backgrounds = try texts(body).map(\.backgroundColor)
        let hexes = backgrounds.prefix(3).map { color -> String? in
            guard case .literal(let value, 1)? = color else { return nil }
            return value.hex
        }
        #expect(hexes == ["#141414", "#000000", "#b0b1b2"])
        // Text whose colour is not a literal here cannot pick a backdrop: not measured, and said why.
        #expect(backgrounds[3] == .unresolved("#ffffff at 8%", reason: TranslucentFill.unknownBackdropReason))
    }

    @Test func aTintedChipIsMeasuredOnTheWindow() async throws {
        // Amethyst OtsSettingsSection.kt:193: #f7931a on itself at 10% over white is #fef2e8;
        // L 0.407 against 0.904: 0.954 / 0.457 = 2.09:1, under 4.5. A tonal chip sits on the
        // app's surface, not on a picture: it is not judged at its best.
        let body = """
            Text("CUSTOM", color = Color(0xFFF7931A), modifier = Modifier.background(Color(0xFFF7931A).copy(alpha = 0.1f)))
            Text("SCRIM", color = Color.White, modifier = Modifier.background(Color.Black.copy(alpha = 0.45f)))
            """
        let found = try await scanProject(body).filter { $0.contains("contrast") }
        #expect(found == ["3:1 contrast.text error"], "\(found)")
    }

    @Test func aFillOverAKnownColourIsComposited() async throws {
        // Black at 20% over white is 0.8 × 255 = 204, #cccccc; #777777 on it is 2.79:1 (L 0.184
        // against 0.604), under 4.5. White on black at 50% over black is black: 21:1.
        let body = """
            Box(Modifier.background(Color.White)) {
                Box(Modifier.background(Color.Black.copy(alpha = 0.2f))) { Text("fails", color = Color(0xFF777777)) }
            }
            Box(Modifier.background(Color.Black)) {
                Box(Modifier.background(Color.Black.copy(alpha = 0.5f))) { Text("passes", color = Color.White) }
            }
            """
        let found = try await scanProject(body).filter { $0.contains("contrast") }
        #expect(found == ["4:64 contrast.text error"], "\(found)")
        if case .literal(let fill, 1)? = try texts(body)[0].backgroundColor { #expect(fill.hex == "#cccccc") } else { Issue.record("expected #cccccc") }
    }

    @Test func contentDrawnOverAFillingPictureSitsOnThePicture() async throws {
        // Dark grey (#444444) on black is 2.16:1: it fires only where black is what is behind it.
        let body = """
            Box(Modifier.background(Color.Black)) {
                if (url != null) { AsyncImage(model = url, contentDescription = null, modifier = Modifier.fillMaxSize()) }
                Box(Modifier.background(Color.Black.copy(alpha = 0.5f))) { Text("3:12", color = Color.White) }
                Text("on the picture", color = Color.DarkGray)
            }
            Box(Modifier.background(Color.Black)) {
                Image(painterResource(R.drawable.logo), null, Modifier.size(24.dp))
                Text("beside a small icon", color = Color.DarkGray)
            }
            """
        let found = try await scanProject(body).filter { $0.contains("contrast") }
        #expect(found == ["10:5 contrast.text error"], "\(found)")
        let backgrounds = try texts(body).map(\.backgroundColor)
        #expect(backgrounds[0] == .literal(.black, alpha: 1))
        #expect(backgrounds[1] == .unresolved("AsyncImage", reason: ComposePictureBackdrop.reason))
    }

    @Test func aThemedBackdropIsCompositedSideBySide() {
        // Black at 20% over white is #cccccc (light); over black, black (dark).
        let white = ScannedColor.literal(.white, alpha: 1)
        let black = ScannedColor.literal(.black, alpha: 1)
        let layered = TranslucentFill.layer(.literal(.black, alpha: 0.2), over: .themed("surface", theme: "Theme.kt", light: white, dark: black))
        guard case .themed(_, _, .literal(let light, 1), .literal(let dark, 1)) = layered else {
            Issue.record("expected both sides composited, got \(layered)")
            return
        }
        #expect(light.hex == "#cccccc")
        #expect(dark.hex == "#000000")
        // An opaque fill is itself, whatever is behind.
        #expect(TranslucentFill.layer(white, over: nil) == white)
    }
}

import Foundation
import LegibleScan
import Testing

@testable import LegibleKotlinScan

/// An unsized `Icon` drawing `painterResource(R.drawable.x)` is its drawable's size (Compose's
/// `defaultSizeFor(painter)`: a vector's `android:width`), not Material's 24 dp (Wire d34c49fc
/// InCallReactionsPanel.kt:98, a 25 dp vector read as 24); a drawable the app does not have is unknown.
@Suite struct IconDrawableSizeTests {
    static func vector(_ side: Int) -> String {
        """
        <vector xmlns:android="http://schemas.android.com/apk/res/android" android:width="\(side)dp" android:height="\(side)dp"
            android:viewportWidth="24" android:viewportHeight="24"><path android:pathData="M0,0h24v24h-24z" android:fillColor="#000"/></vector>
        """
    }

    @Test func theDrawablesSizeDecides() async throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("legible-icon-size-\(UUID().uuidString)")
        let drawables = folder.appendingPathComponent("app/src/main/res/drawable")
        let code = folder.appendingPathComponent("app/src/main/java/app")
        try FileManager.default.createDirectory(at: drawables, withIntermediateDirectories: true)
        try FileManager.default.createDirectory(at: code, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        // A res folder with a values folder, as every app's has.
        let values = folder.appendingPathComponent("app/src/main/res/values")
        try FileManager.default.createDirectory(at: values, withIntermediateDirectories: true)
        try "<resources><string name=\"a\">A</string></resources>".write(to: values.appendingPathComponent("strings.xml"), atomically: true, encoding: .utf8)
        try Self.vector(48).write(to: drawables.appendingPathComponent("ic_big.xml"), atomically: true, encoding: .utf8)
        try Self.vector(20).write(to: drawables.appendingPathComponent("ic_small.xml"), atomically: true, encoding: .utf8)
        let screen = """
            @Composable fun S() {
                Icon(painter = painterResource(R.drawable.ic_big), contentDescription = null, modifier = Modifier.clickable { a() })
                Icon(painterResource(id = R.drawable.ic_small), null, modifier = Modifier.clickable { b() })
                Icon(painter = painterResource(CoreR.drawable.ic_library), contentDescription = null, modifier = Modifier.clickable { c() })
                Icon(Icons.Default.Close, null, modifier = Modifier.clickable { d() })
            }
            """
        try (composeHeader + screen).write(to: code.appendingPathComponent("Screen.kt"), atomically: true, encoding: .utf8)
        let report = try await ProjectScanner(paths: [folder.path], readers: [ComposeSourceReader()]).scan()
        let small = report.findings.findings.filter { $0.rule == "target.small" }
        // 48 dp passes; 20 dp fires (the drawable's size, not 24); the library's is unknown; Material's icon is 24 dp.
        #expect(small.map(\.location?.line) == [5, 7], "\(small.map(\.message))")
        #expect(small.first?.message.contains("20×20") == true, "\(small.map(\.message))")
    }
}

import Foundation
import LegibleReporting
import LegibleScan
import Testing

/// Issue 33, fresh-android21a class 1 (linphone-android 31ae7079): `@font/noto_sans_800` is a
/// `<font-family>` of one `<font android:font="@font/noto_sans_extra_bold"/>`, so its text is
/// ExtraBold. `section_header_style` (`account_profile_fragment.xml:59`, 16 sp, #FF5E00 on white,
/// 3.06:1) and `default_text_style_700` at 14 sp (`dialog_zrtp_security_alert.xml:40`, white on
/// #DD5F5F, 3.57:1) are large text under WCAG (3:1) and pass; they were judged as Regular.
///
///     #FF5E00 on #FFFFFF: 3.06:1 (fails 4.5, passes 3); #FFFFFF on #DD5F5F: 3.57:1
@Suite struct AndroidAppFontWeightTests {
    static func text(_ id: String, size: String, family: String, color: String = "#FF5E00", background: String = "") -> String {
        ##"<TextView android:id="@+id/\##(id)" android:layout_width="200dp" android:layout_height="wrap_content" android:text="Account" "##
            + ##"android:textSize="\##(size)" android:fontFamily="\##(family)" android:textColor="\##(color)" \##(background)/>"##
    }

    static func family(_ font: String, weight: String = "") -> String {
        ##"<font-family xmlns:android="http://schemas.android.com/apk/res/android"><font android:fontStyle="normal" \##(weight) android:font="@font/\##(font)"/></font-family>"##
    }

    /// The smallest TrueType file with an OS/2 table whose `usWeightClass` is `weight`.
    static func trueType(weight: UInt16) -> Data {
        var bytes: [UInt8] = [0, 1, 0, 0, 0, 1, 0, 16, 0, 0, 0, 0]  // version 1.0, one table
        bytes += Array("OS/2".utf8) + [0, 0, 0, 0] + [0, 0, 0, 28] + [0, 0, 0, 8]  // tag, checksum, offset 28, length 8
        bytes += [0, 4, 0x02, 0x00, UInt8(weight >> 8), UInt8(weight & 0xFF), 0, 5]  // version, xAvgCharWidth, usWeightClass, usWidthClass
        return Data(bytes)
    }

    /// The contrast messages of a scan of `views`, with the app's fonts in `res/font/`.
    static func contrast(_ views: String, fonts: [String: Data]) async throws -> [String: String] {
        var files = AndroidMeasuredAsAndroidTests.project(layout: AndroidMeasuredAsAndroidTests.layout(views)).mapValues { Data($0.utf8) }
        files.merge(fonts) { _, font in font }
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("legible-android-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: root) }
        for (path, data) in files {
            let url = root.appendingPathComponent("app/src/main/\(path)")
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try data.write(to: url)
        }
        let report = try await ProjectScanner(paths: [root.path], readers: [AndroidLayoutReader()]).scan()
        return Dictionary(report.findings.findings.filter { $0.rule == "contrast.text" }.map { ($0.id, $0.message) }) { first, _ in first }
    }

    /// linphone's fonts, reduced: `noto_sans_800` → an ExtraBold file, `noto_sans_700` → a Bold one,
    /// `noto_sans` → a Regular one. The files are no real fonts: their names say the weight. (Computed:
    /// a stored static of `Data` is reported by LeakSanitizer under `make asan`.)
    static var linphoneFonts: [String: Data] {
        [
            "res/font/noto_sans_800.xml": Data(Self.family("noto_sans_extra_bold").utf8), "res/font/noto_sans_extra_bold.ttf": Data("not a font".utf8),
            "res/font/noto_sans_700.xml": Data(Self.family("noto_sans_bold").utf8), "res/font/noto_sans_bold.ttf": Data("not a font".utf8),
            "res/font/noto_sans.xml": Data(Self.family("noto_sans_regular").utf8), "res/font/noto_sans_regular.ttf": Data("not a font".utf8),
        ]
    }

    @Test func aBoldAppFontMakesLargeText() async throws {
        let views = [
            // account_profile_fragment.xml:59: 16 sp ExtraBold, large text: passes 3:1.
            Self.text("title", size: "16sp", family: "@font/noto_sans_800"),
            // dialog_zrtp_security_alert.xml:40: 14 sp Bold white on #DD5F5F, large text.
            Self.text("alert", size: "14sp", family: "@font/noto_sans_700", color: "#FFFFFF", background: ##"android:background="#DD5F5F""##),
            // settings_title_padding_style: 13 sp Bold is not large text: still a finding, said as Bold.
            Self.text("small", size: "13sp", family: "@font/noto_sans_700"),
            // The Regular family at 16 sp: still held to 4.5:1.
            Self.text("regular", size: "16sp", family: "@font/noto_sans"),
        ].joined(separator: "\n")
        let found = try await Self.contrast(views, fonts: Self.linphoneFonts)
        #expect(found["title"] == nil && found["alert"] == nil, "\(found)")
        #expect(found["small"]?.contains("3.06:1 in light, below 4.5:1, the WCAG AA minimum for text at 13 sp Bold") == true, "\(found)")
        #expect(found["regular"]?.contains("at 16 sp Regular") == true, "\(found)")
    }

    @Test func theWeightComesFromTheFontsDeclarationOrItsOwnTable() async throws {
        let views = [
            Self.text("declared", size: "16sp", family: "@font/declared"), Self.text("table", size: "16sp", family: "@font/brand_face"),
            Self.text("light", size: "16sp", family: "@font/thin_table"), Self.text("unknown", size: "16sp", family: "@font/brand"),
        ].joined(separator: "\n")
        let fonts: [String: Data] = [
            // `android:fontWeight` wins over the file's name.
            "res/font/declared.xml": Data(Self.family("plain_regular", weight: ##"android:fontWeight="700""##).utf8),
            "res/font/plain_regular.ttf": Data("not a font".utf8),
            // A file named for no weight: its OS/2 usWeightClass (700), read directly and through a family.
            "res/font/brand_face.ttf": Self.trueType(weight: 700),
            "res/font/thin_table.xml": Data(Self.family("face_bold").utf8), "res/font/face_bold.ttf": Self.trueType(weight: 300),
            // A family of two weights without a nearest to Regular's: not known, so Regular as before.
            "res/font/brand.xml": Data(
                ##"<font-family xmlns:app="http://schemas.android.com/apk/res-auto"><font app:fontWeight="300" app:font="@font/a"/><font app:fontWeight="500" app:font="@font/b"/></font-family>"##
                    .utf8),
        ]
        let found = try await Self.contrast(views, fonts: fonts)
        #expect(found["declared"] == nil && found["table"] == nil, "\(found)")
        #expect(found["light"]?.contains("at 16 sp Light") == true, "\(found)")
        #expect(found["unknown"]?.contains("at 16 sp Regular") == true, "\(found)")
    }
}

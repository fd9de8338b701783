// The Kotlin and Java text search of `legible scan` (which layouts an activity sets as its content
// view, `setTheme`, `setDefaultNightMode`, the texts code sets on views): the input is app/src/main/java/A.kt beside a fixed res
// folder (a theme with a window background, one layout `main`); `AndroidResources(resFolders:)`
// searches it and `AndroidLayoutReader` reads the layout on the background it decides.
import FuzzSupport
import LegibleCore
import LegibleReporting
import LegibleScan

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzAndroidSources(_ start: UnsafeRawPointer?, _ count: Int) -> CInt {
    let input = FuzzInput(start, count)
    Scratch.file("app/src/main/java/A.kt", holding: UnsafeRawBufferPointer(rebasing: input.bytes[...]))
    let fixed: [(String, String)] = [
        (
            "app/src/main/AndroidManifest.xml",
            #"<manifest xmlns:android="http://schemas.android.com/apk/res/android"><application android:theme="@style/T"/></manifest>"#
        ),
        (
            "app/src/main/res/values/themes.xml",
            #"<resources><style name="T" parent="Theme.Material3.DayNight"><item name="android:windowBackground">#FFFFFF</item></style><style name="T.B"/></resources>"#
        ),
        ("app/src/main/res/layout/main.xml", layout),
    ]
    for (path, text) in fixed {
        Array(text.utf8).withUnsafeBytes { _ = Scratch.file(path, holding: $0) }
    }
    let result: ScanFileResult
    do throws(SourceFileError) {
        let resources = try AndroidResources(resFolders: [Scratch.path + "/app/src/main/res"])
        result = try AndroidLayoutReader().read(text: layout, path: "res/layout/main.xml", android: resources)
    } catch {
        require(false, "the fixed resources failed with the source \(input.bytes.count) bytes long: \(error)")
        return 0
    }
    for element in result.elements {
        // Text code sets (issue 34 item 4): an unreadable one leaves no text, and is shown short
        // and without control characters.
        if case .unreadable(let expression)? = element.codeText?.value {
            require(element.text == nil, "\(element.id): text from code the scan cannot read was kept")
            require(expression.count <= 80, "\(element.id): an unreadable text longer than 80 characters")
            require(!expression.unicodeScalars.contains { $0.properties.generalCategory == .control }, "\(element.id): a control character shown")
        }
        switch element.backgroundColor {
        case .themed?: break
        case .unresolved(_, let reason)?: require(!reason.isEmpty, "\(element.id): an unknown background without a reason")
        default: require(false, "\(element.id) is on \(String(describing: element.backgroundColor))")
        }
    }
    return 0
}

private let layout = #"""
    <LinearLayout xmlns:android="http://schemas.android.com/apk/res/android" android:layout_width="match_parent" android:layout_height="wrap_content">
        <TextView android:id="@+id/t" android:layout_width="100dp" android:layout_height="wrap_content" android:text="A" android:textColor="#777777"/>
    </LinearLayout>
    """#

import Foundation
import LegibleCatalogs
import Testing

/// `PathParts` splits paths without bridging to `NSString`, and must split them as `NSString` does.
@Suite("Path parts")
struct PathPartsTests {
    @Test func partsOfEverydayPaths() {
        // Written out by hand: the name, its folder's name and its extension.
        let cases: [(String, String, String, String)] = [
            ("App/de.lproj/Main.strings", "Main.strings", "de.lproj", "strings"),
            ("res/values-de/strings.xml", "strings.xml", "values-de", "xml"),
            ("Main.storyboard", "Main.storyboard", "", "storyboard"),
            ("/abs/Base.lproj/Screen.XIB", "Screen.XIB", "Base.lproj", "XIB"),
            ("/x.strings", "x.strings", "/", "strings"),
            ("App/.strings", ".strings", "App", ""),
            ("App/archive.tar.gz", "archive.tar.gz", "App", "gz"),
            ("App/name.", "name.", "App", ""),
            ("a.b/file", "file", "a.b", ""),
        ]
        for (path, name, folder, ext) in cases {
            #expect(PathParts.name(path) == name, "\(path)")
            #expect(PathParts.folderName(path) == folder, "\(path)")
            #expect(PathParts.pathExtension(path) == ext, "\(path)")
        }
    }

    @Test func agreesWithNSString() {
        // Non-ASCII names (a combining accent after the dot makes it no dot), trailing and
        // doubled slashes are handed to NSString; everything else is split byte by byte.
        let folders = ["", "App/", "./", "../App/", "a.b/", "/abs/values-de/", "x/./", "a//", "é/"]
        let names = ["ab", "a.b", ".strings", "a..b", "x.tar.gz", "a.STRINGS", "a.b c", "é.xib", "x.\u{301}xib", "dir/"]
        for folder in folders {
            for name in names {
                let path = folder + name
                // Foundation on Linux traps on some of these (`a//é`), as it does on a one-letter name.
                if path.contains("//") && !path.allSatisfy(\.isASCII) { continue }
                #expect(PathParts.name(path) == (path as NSString).lastPathComponent, "\(path)")
                #expect(PathParts.folderName(path) == ((path as NSString).deletingLastPathComponent as NSString).lastPathComponent, "\(path)")
                #expect(PathParts.pathExtension(path) == (path as NSString).pathExtension, "\(path)")
            }
        }
    }

    @Test func theFolderIsThePathUpToItsLastSlash() {
        // Written out by hand; a bare name is in `.`, a name at the root in `/`.
        #expect(PathParts.folder("App/Base.lproj/Main.storyboard") == "App/Base.lproj")
        #expect(PathParts.folder("App/Base.lproj") == "App")
        #expect(PathParts.folder("/Main.storyboard") == "/")
        #expect(PathParts.folder("Main.storyboard") == ".")
        #expect(PathParts.folder("é") == ".")
    }

    @Test func aOneLetterNameIsInNoFolder() {
        // `NSString.deletingLastPathComponent` traps on these on Linux; `legible scan .` met them.
        #expect(PathParts.folderName("x") == "")
        #expect(PathParts.folderName("é") == "")
        #expect(PathParts.name("x") == "x")
        #expect(PathParts.pathExtension("x") == "")
    }
}

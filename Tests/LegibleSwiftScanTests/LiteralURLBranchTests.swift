import LegibleScan
import Testing

@testable import LegibleSwiftScan

/// The `else` of `if let url = URL(string: "<absolute URL literal>")` never runs, so its views
/// are not read (Hackers `Features/Settings/Sources/Settings/SettingsView.swift:350-355`: the
/// `else`'s `Text("Weiran Zhang").foregroundStyle(.secondary)` was a `contrast.text` error while
/// the screen shows the `Link`).
@Suite struct LiteralURLBranchTests {
    private func lines(_ source: String) throws -> [Int?] {
        try scanSwift(source).elements.map(\.location.line)
    }

    @Test func theElseOfALiteralURLIsNotRead() throws {
        // Must NOT: line 8, Hackers' real shape.
        let source = """
            HStack(spacing: 0) {
                Text("By ")
                    .foregroundStyle(.secondary)
                if let url = URL(string: "https://weiranzhang.com") {
                    Link("Weiran Zhang", destination: url)
                        .foregroundStyle(AppColors.appTintColor)
                } else {
                    Text("Weiran Zhang")
                        .foregroundStyle(.secondary)
                }
            }
            .font(.subheadline)
            """
        let read = try lines(source)
        #expect(read.contains(2) && read.contains(5))
        #expect(!read.contains(8))
    }

    @Test func anElseIfAfterALiteralURLIsNotReadEither() throws {
        let source = """
            if let url = URL(string: "https://example.com/a?b=c#d") {
                Link("Site", destination: url)
            } else if flag {
                Text("Never").font(.system(size: 9))
            }
            """
        #expect(try !lines(source).contains(4))
    }

    @Test func anElseThatMayRunIsStillRead() throws {
        // Must fire: after a variable, an interpolation, a literal that is no URL, a second
        // condition, a URL with no host or a bad escape, the else may run.
        let conditions = [
            "URL(string: address)", "URL(string: \"not a url\")", "URL(string: \"https://\\(host)\")",
            "URL(string: \"https://a.com\"), show", "URL(string: \"mailto:me@a.com\")", "URL(string: \"https://a.com/100%\")",
        ]
        for condition in conditions {
            let source = """
                if let url = \(condition) {
                    Link("Site", destination: url)
                } else {
                    Text("Shown").font(.system(size: 9))
                }
                """
            #expect(try lines(source).contains(4), "\(condition)")
        }
    }

    @Test func uiKitCodeInTheElseIsNotReadUnlessItMayRun() throws {
        func source(_ argument: String) -> String {
            """
            final class AboutViewController: UIViewController {
                let label = UILabel()
                func setUp() {
                    if let url = URL(string: \(argument)) { open(url) } else {
                        label.font = .systemFont(ofSize: 9)
                    }
                }
            }
            """
        }
        #expect(try !lines(source("\"https://example.com\"")).contains(5))
        #expect(try lines(source("address")).contains(5))
    }

    @Test func onlyAbsoluteLiteralsCount() {
        #expect(LiteralURLBranches.isAbsoluteURL("https://weiranzhang.com"))
        #expect(LiteralURLBranches.isAbsoluteURL("itms-apps://apps.apple.com/app/id123?action=write-review"))
        #expect(LiteralURLBranches.isAbsoluteURL("https://user@host.com:8080/a%20b"))
        #expect(!LiteralURLBranches.isAbsoluteURL("not a url"))
        #expect(!LiteralURLBranches.isAbsoluteURL("https://"))
        #expect(!LiteralURLBranches.isAbsoluteURL("https:///path"))
        #expect(!LiteralURLBranches.isAbsoluteURL("https://a.com/a b"))
        #expect(!LiteralURLBranches.isAbsoluteURL("1http://a.com"))
        #expect(!LiteralURLBranches.isAbsoluteURL("https://a.com/#a#b"))
    }
}

import Foundation
import LegibleReporting
import LegibleScan
import Testing

/// A text colour code sets through an app helper whose every return is a colour resource is
/// judged in each of those colours (fresh-droid29b, glucosio-android `fragment_history_item.xml:75`:
/// `HistoryAdapter.java:167` `setTextColor(ranges.stringToColor(color))`, a `switch` of
/// `R.color` literals in `GlucoseRanges.java:109-128`). Ratios on #FFFFFF by WCAG's relative
/// luminance: #E7B85D is L = 0.5216, (1.05 / 0.5716) = 1.84:1; #749756 L = 0.2649, 3.33:1;
/// #6F4EAB L = 0.1044, 6.87:1 (passes); the placeholder #46A644 is 3.08:1.
@Suite struct AndroidHelperTextColorTests {
    static let colors = ##"""
        <resources><color name="level_ok">#749756</color><color name="level_high">#E7B85D</color><color name="level_deep">#6F4EAB</color></resources>
        """##

    /// A Java helper choosing its resource in a `switch`; `fallback` is the default arm.
    static func javaHelper(fallback: String = "colorRes = R.color.level_deep;") -> String {
        """
        class Levels {
            private Context context;
            public int levelColor(String level) {
                @ColorRes int colorRes;
                switch (level) {
                    case "ok":
                        colorRes = R.color.level_ok;
                        break;
                    case "high":
                        colorRes = R.color.level_high;
                        break;
                    default:
                        \(fallback)
                }
                return ContextCompat.getColor(context, colorRes);
            }
        }
        """
    }

    static let kotlinHelper = """
        class Levels(private val context: Context) {
            fun levelColor(level: String): Int = when (level) {
                "ok" -> ContextCompat.getColor(context, R.color.level_ok)
                "high" -> ContextCompat.getColor(context, R.color.level_high)
                else -> context.getColor(R.color.level_deep)
            }
        }
        """

    static func contrast(helper: (path: String, text: String)) async throws -> String? {
        let code = "findViewById<TextView>(R.id.reading).setTextColor(levels.levelColor(level))"
        let files = AndroidContrastReviewTests.project(
            AndroidContrastReviewTests.text("reading", "#46A644"), code: code,
            files: ["res/values/levels.xml": colors, helper.path: helper.text])
        return try await AndroidMeasuredAsAndroidTests.contrast(files)["reading"]
    }

    @Test func aJavaSwitchHelpersColoursAreEachJudged() async throws {
        let message = try #require(try await Self.contrast(helper: ("java/Levels.java", Self.javaHelper())))
        #expect(message.contains("levelColor(…) gives @color/level_high") && message.contains("1.84:1"), "\(message)")
        #expect(!message.contains("placeholder") && !message.contains("3.08"), "\(message)")
    }

    @Test func aKotlinWhenHelpersColoursAreEachJudged() async throws {
        let message = try #require(try await Self.contrast(helper: ("java/Levels.kt", Self.kotlinHelper)))
        #expect(message.contains("@color/level_high") && message.contains("1.84:1") && !message.contains("placeholder"), "\(message)")
    }

    @Test func aHelperWithAnUnreadReturnStaysAPlaceholder() async throws {
        // One arm returns a colour the user picked: what the helper gives is not known.
        let helper = Self.javaHelper(fallback: "return userColor;")
        let message = try #require(try await Self.contrast(helper: ("java/Levels.java", helper)))
        #expect(message.contains("placeholder") && !message.contains("1.84"), "\(message)")
    }

    @Test func aViewAlsoGivenAnotherColourStaysAPlaceholder() async throws {
        let other = Self.javaHelper() + "\nclass Other { void dim(TextView reading) { reading.setTextColor(Color.GRAY); } }"
        let files = AndroidContrastReviewTests.project(
            AndroidContrastReviewTests.text("reading", "#46A644"),
            code: "val reading = findViewById<TextView>(R.id.reading)\n reading.setTextColor(levels.levelColor(level))\n reading.setTextColor(Color.GRAY)",
            files: ["res/values/levels.xml": Self.colors, "java/Levels.java": other])
        let message = try #require(try await AndroidMeasuredAsAndroidTests.contrast(files)["reading"])
        #expect(message.contains("placeholder") && !message.contains("1.84"), "\(message)")
    }
}

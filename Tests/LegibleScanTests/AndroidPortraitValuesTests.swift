import Foundation
import LegibleReporting
import Testing

@testable import LegibleScan

/// Issue 33, round 14 (OpenBoard D3): a `layout/` file is drawn on the phones in portrait, so the
/// values folders the smallest of them (320×426 dp) selects apply to it. OpenBoard c3772cd5
/// defines `setup_title_text_size` only in `values-port` (40 sp), `values-h540dp-port` (48 sp)
/// and `values-land` (32 sp), and `setup_step_action_height` as 42 dp in `values-port` and 48 dp
/// in `values-h540dp-port`; `setup_steps_title.xml:22` is #707070 on #ebebeb (4.15:1), large text.
@Suite struct AndroidPortraitValuesTests {
    static let portDimens = ##"<resources><dimen name="title_size">40sp</dimen><dimen name="action_height">42dp</dimen></resources>"##
    static let tallDimens = ##"<resources><dimen name="title_size">48sp</dimen><dimen name="action_height">48dp</dimen></resources>"##

    static func files(landOnly: Bool = false) -> [String: String] {
        let layout = AndroidMeasuredAsAndroidTests.layout(
            ##"<LinearLayout android:layout_width="match_parent" android:layout_height="wrap_content" android:background="#EBEBEB" android:orientation="vertical">"##
                + ##"<TextView android:id="@+id/setup_title" android:layout_width="match_parent" android:layout_height="wrap_content" android:text="Setup" "##
                + ##"android:textSize="@dimen/title_size" android:textColor="#707070"/>"##
                + ##"<TextView android:id="@+id/setup_step_action" android:layout_width="match_parent" android:layout_height="@dimen/action_height" "##
                + ##"android:clickable="true" android:text="Enable" android:textSize="14sp" android:textColor="#000000"/></LinearLayout>"##
        )
        var files = AndroidMeasuredAsAndroidTests.project(layout: layout)
        if landOnly {
            files["res/values-land/dimens.xml"] = portDimens
        } else {
            files["res/values-port/dimens.xml"] = portDimens
            files["res/values-h540dp-port/dimens.xml"] = tallDimens
            files["res/values-land/dimens.xml"] = ##"<resources><dimen name="title_size">32sp</dimen><dimen name="action_height">56dp</dimen></resources>"##
        }
        return files
    }

    @Test func aPortraitFolderGivesALayoutItsSizes() async throws {
        let findings = try await AndroidTargetJudgingTests.scan(Self.files()).findings.findings
        // 40 sp is large text: 4.15:1 passes 3:1; no "defined nowhere" note.
        #expect(!findings.contains { $0.id == "setup_title" && ($0.rule == "contrast.text" || $0.rule == "scan.unresolved") }, "\(findings.map(\.message))")
        // 42 dp at the 320×426 dp phone (values-h540dp-port is for taller ones): too small.
        let target = findings.first { $0.id == "setup_step_action" && $0.rule == "target.small" }
        #expect(target?.message.contains("42") == true, "\(findings.map(\.message))")
    }

    @Test func aLandscapeFolderIsNotTheLayouts() async throws {
        let findings = try await AndroidTargetJudgingTests.scan(Self.files(landOnly: true)).findings.findings
        #expect(!findings.contains { $0.id == "setup_step_action" && $0.rule == "target.small" })
        let note = findings.first { $0.id == "setup_title" && $0.rule == "scan.unresolved" }?.message
        #expect(note?.contains("defined only in values-land") == true, "\(findings.map(\.message))")
        #expect(note?.contains("none of the app's res folders") == false)
    }

    @Test func theSmallPhoneSelectsOnlyWhatItsSizeReaches() {
        let selected = ["port", "h400dp", "w320dp", "sw320dp"], notSelected = ["land", "h540dp", "w360dp", "sw600dp", "large", "television", "night"]
        #expect(selected.allSatisfy(AndroidResources.selectedBySmallPhone))
        #expect(!notSelected.contains(where: AndroidResources.selectedBySmallPhone))
    }
}

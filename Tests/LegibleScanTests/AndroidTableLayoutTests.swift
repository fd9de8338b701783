import LegibleReporting
import LegibleScan
import Testing

/// TableLayout and TableRow, worked by hand from `TableLayout.findLargestCells` /
/// `shrinkAndStretchColumns` and `TableRow.getColumnsWidths` / `measureChildBeforeLayout`: a
/// column is as wide as its widest cell (a `wrap_content` cell measured at most the table's
/// width, a `match_parent` one unbounded), a stretchable column takes the spare width, a
/// shrinkable one gives up a share of the excess, and the rows clip what passes their padding.
@Suite struct AndroidTableLayoutTests {
    static func read(_ layout: String, screens: [Double]) throws -> [String: ScannedElement] {
        try AndroidLayoutSolveTests.read(layout, screens: screens)
    }

    static let widths = AndroidLayoutSolveTests.widths
    static let close = AndroidLayoutSolveTests.close

    static let table = #"""
        <TableLayout NS android:layout_width="match_parent" android:layout_height="wrap_content" android:padding="8dp" android:stretchColumns="1" SHRINK>
            <TableRow android:layout_width="match_parent" android:layout_height="wrap_content">
                <TextView android:id="@+id/label" android:layout_width="wrap_content" android:layout_height="wrap_content"
                    android:layout_marginEnd="20dp" android:paddingStart="4dp" android:text="Identifier"/>
                <TextView android:id="@+id/value" android:layout_width="wrap_content" android:layout_height="wrap_content" android:text="1234"/>
            </TableRow>
            <TableRow android:layout_width="match_parent" android:layout_height="wrap_content">
                <TextView android:id="@+id/defaultWidth" android:layout_height="wrap_content" android:layout_marginStart="6dp" android:text="Name"/>
            </TableRow>
            <TextView android:id="@+id/note" android:layout_width="wrap_content" android:layout_height="wrap_content" android:layout_marginHorizontal="10dp" android:text="A note"/>
        </TableLayout>
        """#

    // The first column's text starts at the row's start and is clipped at its content edge, the
    // table's 8 dp padding: room = screen − 16 less the cell's own start padding (4) and start
    // margin (its end margin only pushes the next column). label: 320 → 300, 411 → 391;
    // defaultWidth (match_parent by default, start margin 6): 298 and 389. One line: a longer text
    // is cut, not wrapped into the room. A child of the table that is no row is as wide as the
    // table's content less its margins whatever its layout_width: 304 − 20 = 284, 375.
    @Test func theFirstColumnIsOneLineInTheRowsRoom() throws {
        let elements = try Self.read(Self.table.replacingOccurrences(of: "SHRINK", with: ""), screens: [320, 411])
        #expect(Self.close(Self.widths(elements, "label"), [320: 300, 411: 391]))
        #expect(elements["label"]?.maxLines == 1)
        #expect(Self.close(Self.widths(elements, "defaultWidth"), [320: 298, 411: 389]))
        #expect(Self.close(Self.widths(elements, "note"), [320: 284, 411: 375]))
        #expect(elements["note"]?.maxLines == nil)
    }

    // The second column starts where the first column's widest text ends: unknown. With
    // shrinkColumns naming the first column, it narrows by a share of what the columns' text
    // exceeds the table by: unknown too.
    @Test func laterColumnsAndShrinkingColumnsStayUnknown() throws {
        let plain = try Self.read(Self.table.replacingOccurrences(of: "SHRINK", with: ""), screens: [320, 411])
        guard case .unknown(let reason)? = plain["value"]?.textWidth else {
            Issue.record("the second column has a width")
            return
        }
        #expect(reason.contains("column after the first"))
        for shrink in [#"android:shrinkColumns="0""#, #"android:shrinkColumns="*""#] {
            let shrinking = try Self.read(Self.table.replacingOccurrences(of: "SHRINK", with: shrink), screens: [320, 411])
            #expect(shrinking["label"]?.screenTextWidths.isEmpty == true, "\(shrink)")
            guard case .unknown(let reason)? = shrinking["label"]?.textWidth else {
                Issue.record("\(shrink): the shrinking column has a width")
                continue
            }
            #expect(reason.contains("shrinkColumns"))
        }
        // A shrinkable other column leaves the first alone.
        let other = try Self.read(Self.table.replacingOccurrences(of: "SHRINK", with: #"android:shrinkColumns="1""#), screens: [320])
        #expect(Self.close(Self.widths(other, "label"), [320: 300]))
    }

    // Outside a TableLayout a TableRow is the horizontal LinearLayout it extends: the 0dp weighted
    // text gets the row less the 48 dp icon: 320 → 272, 360 → 312.
    @Test func aRowOutsideATableIsAHorizontalLinearLayout() throws {
        let elements = try Self.read(
            #"""
            <TableRow NS android:layout_width="match_parent" android:layout_height="wrap_content">
                <TextView android:id="@+id/title" android:layout_width="0dp" android:layout_weight="1" android:layout_height="wrap_content" android:text="T"/>
                <ImageView android:layout_width="48dp" android:layout_height="48dp"/>
            </TableRow>
            """#, screens: [320, 360])
        #expect(Self.close(Self.widths(elements, "title"), [320: 272, 360: 312]))
        #expect(elements["title"]?.maxLines == nil)
    }

    /// gnucash 2ad44adf `fragment_report_summary.xml:125`: two `0dp` cells of weight 1 in a
    /// `TableRow` of a `match_parent` table, in a LinearLayout padded 10 dp. Their columns are 0
    /// wide (`getColumnsWidths` measures a fixed width EXACTLY), and `measureHorizontal` gives
    /// each its weight's share of the row: 150 dp at 320, with no line limit, so it wraps.
    static func weightedRow(_ first: String, limit: String = "") -> String {
        #"""
        <LinearLayout NS android:layout_width="match_parent" android:layout_height="wrap_content" android:orientation="vertical" android:padding="10dp">
            <TableLayout android:layout_width="match_parent" android:layout_height="wrap_content">
                <TableRow>
                    <TextView android:id="@+id/label" android:layout_width="0dp" android:layout_weight="1" android:layout_height="wrap_content"
                        android:textSize="18sp" android:text="\#(first)" \#(limit)/>
                    <TextView android:id="@+id/amount" android:layout_width="0dp" android:layout_weight="1" android:layout_height="wrap_content"
                        android:textSize="18sp" android:gravity="right" android:text="$ 2,500"/>
                </TableRow>
            </TableLayout>
        </LinearLayout>
        """#
    }

    @Test func weightedCellsShareTheRowAndWrap() async throws {
        let elements = try Self.read(Self.weightedRow("Totaal eigen vermogen"), screens: [320, 411])
        // Both cells, the second column too, are half the row; neither is held to one line.
        #expect(Self.close(Self.widths(elements, "label"), [320: 150, 411: 195.5]))
        #expect(Self.close(Self.widths(elements, "amount"), [320: 150, 411: 195.5]))
        #expect(elements["label"]?.maxLines == nil)
        // Must not fire: the words wrap, and the longest, "vermogen", fits 150 dp at 2×.
        let namespaced = { (text: String) in text.replacingOccurrences(of: "NS", with: AndroidLayoutReaderTests.namespaces) }
        let wraps = try await AndroidLayoutSolveFileTests.scan(namespaced(Self.weightedRow("Totaal eigen vermogen")))
        #expect(wraps.findings.findings.filter { $0.rule.hasPrefix("overflow.") && $0.severity != .note }.isEmpty)
        // Must fire: a one-line cell whose text is wider than its share ("Verbindlichkeiten", 137.6 dp
        // at 18 dp, overflows the 150 dp from 1.15×).
        let breaks = try await AndroidLayoutSolveFileTests.scan(
            namespaced(Self.weightedRow("Verbindlichkeiten", limit: #"android:maxLines="1""#)))
        #expect(breaks.findings.findings.contains { $0.rule == "overflow.label" && $0.severity == .error })
    }

    /// MyExpenses bc3e660b `one_budget.xml:84`: a form's `TableRow` whose cells take
    /// `layout_width="0dp"` and their weights from styles, the field's weight a float dimen
    /// (`@style/FormField`: `layout_weight` `@dimen/form_table_ratio`, 2.5; `values/dimens.xml:21`).
    /// The cells share the row 1 : 2.5, as `measureHorizontal` gives 0 dp weighted cells: the
    /// label has 288 / 3.5 − 12 (its end padding) = 70.29 dp at 320 dp, 96.29 dp at 411 — not
    /// the whole row on one line (the first scan said "276 dp available").
    @Test func weightsFromStylesAndFloatDimensShareTheRow() throws {
        let values = #"""
            <style name="FormLabel"><item name="android:layout_width">0dp</item><item name="android:layout_weight">1</item>
                <item name="android:paddingEnd">12dp</item></style>
            <style name="FormField"><item name="android:layout_width">0dp</item>
                <item name="android:layout_weight">@dimen/form_table_ratio</item></style>
            <item name="form_table_ratio" format="float" type="dimen">2.5</item>
            """#
        let layout = #"""
            <TableLayout NS android:layout_width="match_parent" android:layout_height="wrap_content" android:paddingHorizontal="16dp"
                android:shrinkColumns="1" android:stretchColumns="1">
                <TableRow>
                    <TextView android:id="@+id/label" style="@style/FormLabel" android:text="Allocated amount"/>
                    <EditText android:id="@+id/field" style="@style/FormField" android:layout_height="wrap_content"/>
                </TableRow>
            </TableLayout>
            """#
        let elements = try AndroidLayoutSolveTests.read(layout, screens: [320, 411], values: values)
        #expect(Self.close(Self.widths(elements, "label"), [320: 288 / 3.5 - 12, 411: 379 / 3.5 - 12]))
        #expect(elements["label"]?.maxLines == nil)
        // Must not change: a weight the values do not define leaves the row to the table's columns
        // (the first cell one line in the row's room, less the end padding it keeps).
        let undefined = try AndroidLayoutSolveTests.read(
            layout, screens: [320], values: values.replacingOccurrences(of: "form_table_ratio\" format", with: "other\" format"))
        #expect(undefined["label"]?.maxLines == 1)
    }

    /// xmrwallet 41a7b7ba `fragment_tx_info.xml:165`: a first-column label whose string breaks
    /// the line itself ("Order number\n%1$s", 10 sp, 8 dp padding). The column never wraps, but
    /// each hard line is a line of its own: two short lines in 288 dp fit at every scale (the
    /// first scan held it to one line and said it "needs 51.9 dp, 240 dp available; fits at no
    /// size"). A hard line wider than the row still runs past its edge.
    static func hardLines(_ text: String) -> [String: Any] {
        [
            "app/src/main/res/values/strings.xml": #"<resources><string name="key_label">\#(text)</string></resources>"#,
            "app/src/main/res/layout/main.xml": #"""
            <TableLayout \#(AndroidLayoutReaderTests.namespaces) android:layout_width="match_parent" android:layout_height="wrap_content">
                <TableRow>
                    <TextView android:id="@+id/keyLabel" android:layout_width="wrap_content" android:layout_height="wrap_content"
                        android:padding="8dp" android:textSize="10sp" android:text="@string/key_label"/>
                    <TextView android:id="@+id/key" android:layout_width="wrap_content" android:layout_height="wrap_content" android:text="1"/>
                </TableRow>
            </TableLayout>
            """#,
        ]
    }

    static func overflows(_ files: [String: Any]) async throws -> [Finding] {
        let folder = try ScanFolder(files)
        defer { folder.remove() }
        let report = try await ProjectScanner(paths: [folder.path], readers: [AndroidLayoutReader()]).scan()
        return report.findings.findings.filter { $0.rule == "overflow.label" }
    }

    @Test func aFirstColumnShowsEachHardLineOnALineOfItsOwn() async throws {
        // Must not fire: "Order number" and "Tracking" are lines of their own.
        #expect(try await Self.overflows(Self.hardLines(#"Order number\nTracking"#)).isEmpty)
        // Must fire: the second hard line, a word of 60 letters, is far wider than the row at 10 sp.
        let long = String(repeating: "Wide", count: 15)
        let past = try await Self.overflows(Self.hardLines(#"Order number\n\#(long)"#))
        #expect(past.contains { $0.severity != .note && $0.message.contains("needs 3 lines of 304 dp, 2 allowed") })
        // Must fire: a limit of one line the view sets itself still cuts the second line.
        var limited = Self.hardLines(#"Order number\nTracking"#)
        limited["app/src/main/res/layout/main.xml"] = (limited["app/src/main/res/layout/main.xml"] as? String)?
            .replacingOccurrences(of: #"android:padding="8dp""#, with: #"android:padding="8dp" android:maxLines="1""#)
        #expect(try await Self.overflows(limited).contains { $0.severity != .note })
    }
}

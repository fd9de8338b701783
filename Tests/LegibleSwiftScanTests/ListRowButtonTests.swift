import LegibleReporting
import LegibleScan
import LegibleSwiftScan
import Testing

/// A default-style `Button` in a `List` row, written in a method of the view that a method of the
/// same view puts in the list (``ListRowButtons``): the row takes the tap. phoenix 13c8ddb6
/// `SpendOnChainFunds.swift:263`, a 30×30 edit button in `subsection_summary()`, which
/// `section_options()` puts in a `Section` of the `List` in `content()`, was an error.
@Suite struct ListRowButtonTests {
    static let editButton = """
        Button { editFee() } label: {
            Image(systemName: "square.and.pencil").resizable().frame(width: 30, height: 30)
        }
        """

    /// A transfer screen whose list shows `feeSummary()` through `optionsSection()`; `list` wraps the
    /// sections, `row` the button in the summary's stack.
    static func screen(list: String = "List { optionsSection() }", row: String = editButton) -> String {
        """
        import SwiftUI

        struct TransferView: View {
            let fee: Int?
            var body: some View {
                content().navigationTitle("Transfer")
            }
            @ViewBuilder
            func content() -> some View {
                \(list)
            }
            @ViewBuilder
            func optionsSection() -> some View {
                Section {
                    VStack {
                        Text("Send everything")
                        if let fee {
                            feeSummary(fee).padding(.top)
                        }
                    }
                } header: {
                    Text("Options")
                }
            }
            @ViewBuilder
            func feeSummary(_ fee: Int) -> some View {
                HStack {
                    Text("\\(fee) sat")
                    \(row)
                }
            }
            func editFee() {}
        }
        """
    }

    static func small(_ source: String) async throws -> [Finding] {
        try await scanFindings(swift: source).filter { $0.rule == "target.small" }
    }

    @Test func aButtonTheViewsMethodsPutInAListRowIsNotJudged() async throws {
        // Must NOT fire: the list row, not the 30 pt label, takes the tap (three methods up).
        #expect(try await Self.small(Self.screen()).isEmpty)
        let form = Self.screen(list: "Form { optionsSection() }")
        #expect(try await Self.small(form).isEmpty)
    }

    @Test func aButtonOutsideARowOrWithItsOwnStyleIsJudged() async throws {
        // Must fire: the same methods shown in a stack, not a list.
        let stacked = try await Self.small(Self.screen(list: "ScrollView { optionsSection() }"))
        #expect(stacked.count == 1 && stacked.first?.message.contains("30×30") == true, "\(stacked.map(\.message))")
        let cases = [
            // A style on the button, or on a view around it, gives it its own tap in the row.
            Self.screen(row: Self.editButton + ".buttonStyle(.borderless)"),
            Self.screen(list: "List { optionsSection().buttonStyle(.plain) }"),
            // A section's header is not its row.
            Self.screen(list: "List { Section { Text(\"Fee\") } header: { feeSummary(1) } }"),
        ]
        for source in cases {
            #expect(try await Self.small(source).count == 1, "\(source)")
        }
    }

    @Test func aMethodAlsoUsedOutsideAListIsJudged() async throws {
        // Must fire: one use of `feeSummary` is in a stack, which no row holds.
        let both = Self.screen(list: "VStack { List { optionsSection() }; feeSummary(2) }")
        #expect(try await Self.small(both).count == 1)
    }
}

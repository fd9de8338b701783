import Foundation
import LegibleScan
import LegibleTestSupport
import Testing

/// A text set through a view-binding variable belongs to that binding's layout, not to every
/// layout the file names: ownCloud 73316e6f ManageAccountsAdapter.kt:144 sets "Add account" on
/// `NewAccountViewHolder`'s `AccountActionBinding` (`holder.binding.name.setText(…)` in the `is
/// NewAccountViewHolder ->` branch), and account_item.xml:58, whose `name` code sets only from
/// the account, was audited with it. The cases are written by hand after that adapter.
@Suite struct AndroidBindingLayoutTests {
    static let layouts = [
        "res/layout/account_item.xml": AndroidCodeTextTests.layout(["name", "account"]),
        "res/layout/account_action.xml": AndroidCodeTextTests.layout(["name"]),
    ]

    static func elements(_ layout: String, _ kotlin: String) throws -> [String: ScannedElement] {
        try AndroidCodeTextTests.elements(layout, layouts.merging(["java/app/ManageAccountsAdapter.kt": kotlin]) { $1 })
    }

    /// Two view holders, each with its own `binding`, told apart by the `when` branch's `is`.
    static let adapter = """
        class ManageAccountsAdapter : RecyclerView.Adapter<RecyclerView.ViewHolder>() {
            override fun onCreateViewHolder(parent: ViewGroup, viewType: Int): RecyclerView.ViewHolder {
                return if (viewType == 0) AccountManagementViewHolder(inflater.inflate(R.layout.account_item, parent, false))
                else NewAccountViewHolder(inflater.inflate(R.layout.account_action, parent, false))
            }
            override fun onBindViewHolder(holder: RecyclerView.ViewHolder, position: Int) {
                when (holder) {
                    is AccountManagementViewHolder -> {
                        holder.binding.name.text = oca.displayName
                        holder.binding.account.setText(R.string.other)
                    }
                    is NewAccountViewHolder -> {
                        holder.binding.name.setText(R.string.welcome)
                    }
                }
            }
            class AccountManagementViewHolder(itemView: View) : RecyclerView.ViewHolder(itemView) {
                val binding = AccountItemBinding.bind(itemView)
            }
            class NewAccountViewHolder(itemView: View) : RecyclerView.ViewHolder(itemView) {
                val binding = AccountActionBinding.bind(itemView)
            }
        }
        """

    @Test func eachViewHoldersBindingSetsItsOwnLayout() throws {
        let item = try Self.elements("account_item", Self.adapter)
        // Must not: "Welcome" is the action row's; the item's name is set only from the account.
        #expect(item["name"]?.text == nil)
        #expect(item["name"]?.codeText?.value == .unreadable("oca.displayName"))
        #expect(item["name"]?.codeText?.mayBeReplacedBy == nil)
        #expect(item["account"]?.text?.key == "other")
        // Must: the action row's name shows "Welcome".
        let action = try Self.elements("account_action", Self.adapter)
        #expect(action["name"]?.text == ScannedText(key: "welcome", literal: "Welcome"))
        #expect(action["name"]?.codeText?.location.line == 13)
    }

    @Test func aBindingDeclaredOnceSettlesTheLayout() throws {
        // A fragment naming two layouts, whose `_binding` is one class: its texts are that layout's.
        let fragment = """
            class AccountFragment : Fragment(R.layout.account_action) {
                private var _binding: AccountItemBinding? = null
                private val binding get() = _binding!!
                fun show() { binding.name.setText(R.string.welcome) }
            }
            """
        #expect(try Self.elements("account_item", fragment)["name"]?.text?.key == "welcome")
        #expect(try Self.elements("account_action", fragment)["name"]?.text?.key == "sample")
    }

    @Test func withoutABindingTheFilesLayoutsStillGetTheText() throws {
        // Must still fire on both: a holder field names no binding, so every layout the file names keeps it.
        let holder = """
            class Adapter {
                fun layouts() = listOf(R.layout.account_item, R.layout.account_action)
                fun bind(holder: Holder) { holder.name.setText(R.string.welcome) }
            }
            """
        #expect(try Self.elements("account_item", holder)["name"]?.text?.key == "welcome")
        #expect(try Self.elements("account_action", holder)["name"]?.text?.key == "welcome")
        // Two bindings and no narrowing found: not settled, the file's layouts as before.
        let unsettled = Self.adapter.replacingOccurrences(of: "is NewAccountViewHolder ->", with: "else ->")
            .replacingOccurrences(of: "is AccountManagementViewHolder ->", with: "position == 0 ->")
        #expect(try Self.elements("account_item", unsettled)["name"]?.text?.key == "welcome")
    }
}

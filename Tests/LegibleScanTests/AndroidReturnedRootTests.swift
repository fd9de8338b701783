import Foundation
import LegibleColor
import LegibleScan
import LegibleTestSupport
import Testing

/// Issue 33, fresh-android14b M3: NotallyX 68bee95c `SettingsFragment.kt:93` inflates its view
/// with `FragmentSettingsBinding.inflate(inflater)`, no container, and returns `binding.root`
/// (:103). The fragment is a destination of MainActivity's NavHostFragment, so
/// `fragment_settings.xml` is on the window, where its #7285D0 headers are 3.33:1.
@Suite struct AndroidReturnedRootTests {
    typealias Base = AndroidContentViewTests
    typealias Host = AndroidFragmentHostTests

    /// NotallyX's `SettingsFragment.onCreateView`, with `inflation` in place of its first line.
    static func fragment(_ inflation: String = "val binding = ShowSearchBindingPlaceholder", returned: String = "return binding.root") -> String {
        """
        class ShowSearchFragment : Fragment() {
            override fun onCreateView(
                inflater: LayoutInflater,
                container: ViewGroup?,
                savedInstanceState: Bundle?,
            ): View {
                \(inflation.replacingOccurrences(of: "ShowSearchBindingPlaceholder", with: "FragmentShowSearchBinding.inflate(inflater)"))
                model.preferences.apply { setupAppearance(binding) }
                \(returned)
            }
        }
        """
    }

    static func app(fragment: String) -> [String: String] {
        let root = Host.fragmentLayout().replacingOccurrences(of: "<GridView", with: Host.text + "<GridView")
        return Host.app(["res/layout/fragment_show_search.xml": root, "java/ShowSearchFragment.kt": fragment])
    }

    @Test func notallyxsSettingsFragmentIsOnItsActivitysWindow() throws {
        // Must fire: `val binding = XBinding.inflate(inflater)` … `return binding.root`.
        #expect(try Host.status("fragment_show_search", Self.app(fragment: Self.fragment())) == Base.window(Base.white))
        // The same with `R.layout.x` and no root, returned as it is, or returned directly.
        let plain = Self.fragment("val view = inflater.inflate(R.layout.fragment_show_search, null)", returned: "return view")
        #expect(try Host.status("fragment_show_search", Self.app(fragment: plain)) == Base.window(Base.white))
        let direct = Self.fragment("val unused = 1", returned: "return FragmentShowSearchBinding.inflate(inflater).root")
        #expect(try Host.status("fragment_show_search", Self.app(fragment: direct)) == Base.window(Base.white))
    }

    @Test func anInflationTheFragmentDoesNotReturnIsNotItsView() throws {
        // Must NOT fire: the binding inflated without a container is a dialog's, and another view is returned.
        let dialog = Self.fragment(returned: "return inflater.inflate(R.layout.other, container, false)")
        #expect(Base.reason(try Host.status("fragment_show_search", Self.app(fragment: dialog)))?.contains("no activity sets it") == true)
        // Must NOT fire: inflated outside onCreateView.
        let elsewhere = Self.fragment().replacingOccurrences(of: "onCreateView", with: "showDialog")
        #expect(Base.reason(try Host.status("fragment_show_search", Self.app(fragment: elsewhere)))?.contains("no activity sets it") == true)
    }
}

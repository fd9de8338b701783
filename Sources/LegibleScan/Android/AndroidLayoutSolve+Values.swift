import LegibleSyntax

// Lengths, sides and the screens a layout folder is solved at.
extension AndroidLayoutSolve {
    /// Start and end of a padding or margin, in dp.
    struct Sides: Hashable {
        var start: Double
        var end: Double
    }

    /// A length attribute in dp (`@dimen/` followed in the layout folder's configuration); 0 in
    /// any unit is 0.
    func dp(_ value: String, what: String) -> Result<Double, Unknown> {
        let resolved: Result<AndroidDimension, AndroidUnresolved>
        do {
            resolved = try resources.dimension(value)
        } catch {
            return .failure(Unknown("\(what): \(error.message)"))
        }
        switch resolved {
        case .success(let dimension):
            if dimension.value == 0 { return .success(0) }
            guard let dp = dimension.dp else { return .failure(Unknown("\(what) is \(dimension), which depends on the screen's density")) }
            return .success(dp)
        case .failure(let unresolved):
            return .failure(Unknown("\(what): \(unresolved.reason)"))
        }
    }

    /// A padding or margin's start and end: `NAME` over `NAMEHorizontal` over `NAMEStart`/`NAMEEnd`
    /// (or `Left`/`Right`), as `View` and `MarginLayoutParams` resolve them (left-to-right).
    func sides(_ index: Int, _ name: String) -> Result<Sides, Unknown> {
        let node = tree[index]
        if let all = node.android(name) ?? node.android(name + "Horizontal") {
            return dp(all, what: name).map { Sides(start: $0, end: $0) }
        }
        var result = Sides(start: 0, end: 0)
        for (primary, fallback) in [("Start", "Left"), ("End", "Right")] {
            guard let value = node.android(name + primary) ?? node.android(name + fallback) else { continue }
            switch dp(value, what: name + primary) {
            case .success(let side): if primary == "Start" { result.start = side } else { result.end = side }
            case .failure(let unknown): return .failure(unknown)
            }
        }
        return .success(result)
    }

    /// A child's margins, zero for a view that is `gone`.
    func margins(_ index: Int) -> Result<Sides, Unknown> {
        isGone(index) ? .success(Sides(start: 0, end: 0)) : sides(index, "layout_margin")
    }

    /// Whether the view is `visibility="gone"`, taking no room in its parent.
    func isGone(_ index: Int) -> Bool {
        tree[index].android("visibility") == "gone"
    }

    /// Whether `layout_width` is 0 in some unit (`0dp`): a width left to weights or constraints.
    func isZeroWidth(_ index: Int) -> Bool {
        guard let value = tree[index].android("layout_width"), !["match_parent", "fill_parent", "wrap_content"].contains(value),
            case .success(let width) = dp(value, what: "layout_width")
        else { return false }
        return width == 0
    }

    /// A number attribute (`layout_weight`, a bias), `@dimen/` references followed
    /// (``AndroidResources/number(_:)``); `nil` when absent or not a finite number.
    func number(_ value: String?) -> Double? {
        value.flatMap(resources.number)
    }

    /// The screen widths a layout folder is solved at: the configured ones, those at least a
    /// `swNNNdp`/`wNNNdp` qualifier's width (its width alone when none is; `large` is at least
    /// 480 dp wide, `xlarge` 720 dp, as Android's screen-size buckets say).
    ///
    /// A landscape layout (`land`) is solved at the configured phones turned on their side, each
    /// a 16:9 screen (360 → 640 dp; `large` is then at least 640 dp wide, `xlarge` 960 dp); a
    /// landscape layout for a smallest width (`sw600dp-land`) is a tablet's, whose shape the
    /// scan does not know: none.
    static func screens(forQualifiers qualifiers: [String], configured: [Double]) -> [Double] {
        let landscape = qualifiers.contains("land")
        var least = 0.0
        for qualifier in qualifiers where qualifier.hasSuffix("dp") {
            if landscape && qualifier.hasPrefix("sw") { return [] }
            let digits = qualifier.hasPrefix("sw") ? qualifier.dropFirst(2).dropLast(2) : qualifier.hasPrefix("w") ? qualifier.dropFirst().dropLast(2) : ""
            if let width = Double(digits) { least = max(least, width) }
        }
        if qualifiers.contains("large") { least = max(least, landscape ? 640 : 480) }
        if qualifiers.contains("xlarge") { least = max(least, landscape ? 960 : 720) }
        let screens = landscape ? configured.map { ($0 * 16 / 9).rounded() } : configured
        let applying = screens.filter { $0 >= least }
        if applying.isEmpty && landscape && least == 0 { return [] }
        return applying.isEmpty ? [least] : applying
    }
}

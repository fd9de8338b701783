extension AndroidResources {
    /// The dimension `@dimen/name` is, followed through `@dimen/` references to a literal
    /// (`dimensionResource(R.dimen.name)` in Compose); `nil` when no values folder the scan read
    /// defines it, or it is not a dimension Legible can read.
    ///
    /// - Parameter name: the resource's name, without `@dimen/`.
    public func dimension(named name: String) -> AndroidDimension? {
        guard case .success(let dimension)? = try? dimension("@dimen/\(name)") else { return nil }
        return dimension
    }

    /// The number `value` is, following `@dimen/` references to a unitless item: a weight kept
    /// as `<item name="form_table_ratio" format="float" type="dimen">2.5</item>` and used as
    /// `android:layout_weight="@dimen/form_table_ratio"` (MyExpenses bc3e660b `values/dimens.xml:21`,
    /// through `@style/FormField`); `nil` when it is no finite number within ±1,000,000.
    func number(_ value: String) -> Double? {
        var current = value.trimmingWhitespace
        for _ in 0...limits.maximumReferenceDepth {
            if let number = Double(current) { return number.isFinite && abs(number) <= 1_000_000 ? number : nil }
            guard let reference = AndroidValueSyntax.reference(current), reference.type == "dimen", !reference.isFramework,
                let definition = dimensions[reference.name]
            else { return nil }
            current = definition.value.trimmingWhitespace
        }
        return nil
    }
}

extension AndroidResources {
    /// The size in dp a drawable of the app's `drawable*/` folders gives itself: a vector's
    /// `android:width`/`android:height`, a bitmap's pixels over its folder's density; `nil` on an
    /// axis it does not give (a shape, a nine-patch), or when no folder the scan read has it.
    /// What Compose's `painterResource(R.drawable.name)` draws at when nothing sizes it.
    package func drawableSize(named name: String) -> (width: Double?, height: Double?)? {
        guard let drawable = drawables[name] else { return nil }
        return (drawable.width?.dp, drawable.height?.dp)
    }
}

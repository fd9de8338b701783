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

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

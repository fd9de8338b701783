import LegibleReporting

extension AndroidLayoutWalk {
    /// Adds the `scan.unresolved` finding for a reference of `type` that no values file the scan
    /// read defines: a note when it comes from a library or the build (``AndroidResourceOrigin``).
    mutating func reportMissing(id: String, _ written: String, type: String, name: String, at location: Finding.Location, prefix: String = "") {
        // Any values file of the app read at all: then the name is not the app's (it builds).
        let readAny =
            !resources.styles.isEmpty || !resources.dimensions.isEmpty || !resources.colorSets.isEmpty || !resources.stringCatalogs.isEmpty
            || scan.map { !$0.colorSets.isEmpty || !$0.catalogs.isEmpty } ?? false
        let (message, severity) = AndroidResourceOrigin.missing(written, type: type, name: name, readAnyValues: readAny)
        report(id: id, prefix + message, at: location, severity: severity)
    }
}

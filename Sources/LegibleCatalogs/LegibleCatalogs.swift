// LegibleCatalogs: see Package.swift for what this module holds.

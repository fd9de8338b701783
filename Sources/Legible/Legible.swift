// The umbrella module: `import Legible` brings in every Legible library module.
//
// A design system that must not link C libraries (an iOS app target, for example) imports the
// pure modules it needs instead: LegibleColor, LegibleVision, LegibleTypeScale, LegibleTargets.
@_exported import LegibleAudit
@_exported import LegibleCatalogs
@_exported import LegibleColor
@_exported import LegibleCore
@_exported import LegibleDesignCheck
@_exported import LegiblePNG
@_exported import LegibleReporting
@_exported import LegibleScan
@_exported import LegibleShaping
@_exported import LegibleTargets
@_exported import LegibleTokens
@_exported import LegibleTypeScale
@_exported import LegibleVision

import Testing
@testable import LegibleAudit

import LegibleObjCScan
import LegibleScan
import Testing

/// Issue 33: the `else` of `if (@available(iOS X, *))` never runs when the app's deployment
/// target is X or later, so what it sets is not judged.
@Suite struct ObjCAvailabilityTests {
    /// VLC 12cd503e `Sources/Onboarding/VLCFirstStepsBaseViewController.m:34-39`, whose project
    /// builds for iOS 12.0 (`IPHONEOS_DEPLOYMENT_TARGET = 12.0`): the 17 pt Semibold of the
    /// `else` (line 10 here) only ran before iOS 11.
    static let source = method(
        """
            if (@available(iOS 11.0, *)) {
                self.pageTitleLabel.font = [UIFont preferredFontForTextStyle:UIFontTextStyleLargeTitle];
                self.pageTitleLabel.adjustsFontForContentSizeCategory = YES;
            } else {
                self.pageTitleLabel.font = [UIFont systemFontOfSize:17. weight:UIFontWeightSemibold];
            }
            if (@available(iOS 15.0, *)) {
                self.otherLabel.font = [UIFont preferredFontForTextStyle:UIFontTextStyleBody];
                self.otherLabel.adjustsFontForContentSizeCategory = YES;
            } else if (self.compact) {
                self.compactLabel.font = [UIFont systemFontOfSize:13.];
            } else {
                self.regularLabel.font = [UIFont systemFontOfSize:15.];
            }
            if (@available(iOS 11.0, *)) {
                [self.view layoutIfNeeded];
            }
            if (self.small) [self.view setNeedsLayout];
            else {
                self.smallLabel.font = [UIFont systemFontOfSize:10.];
            }
            if (@available(iOS 11.0, *) && self.large) {
                self.fourthLabel.font = [UIFont preferredFontForTextStyle:UIFontTextStyleBody];
            } else {
                self.fifthLabel.font = [UIFont systemFontOfSize:11.];
            }
        """)

    static func fixedSizes(target: Double?) throws -> [Double] {
        var resources = ScanResources()
        resources.iOSDeploymentTarget = target
        let result = try ObjCSourceReader().read(text: source, path: "View.m", resources: resources)
        return result.elements.compactMap { element -> Double? in
            if case .fixed(let size, _, _, _)? = element.font { return size }
            return nil
        }.sorted()
    }

    /// Must not fire: 17 (the iOS 11 check's `else`) with a 12.0 target. Must
    /// fire: 13 and 15 (an iOS 15 check's `else if` and `else` run on iOS 12 to 14), 10 (the `else`
    /// of a brace-less `if` after a check is that `if`'s) and 11 (a check with `&& self.large` has
    /// an `else` that runs on new systems too).
    @Test func theElseOfACheckTheTargetPassesNeverRuns() throws {
        #expect(try Self.fixedSizes(target: 12.0) == [10, 11, 13, 15])
    }

    /// Must fire: with no deployment target known (or one below 11.0) every branch may run.
    @Test func withoutATargetEveryBranchIsRead() throws {
        #expect(try Self.fixedSizes(target: nil) == [10, 11, 13, 15, 17])
        #expect(try Self.fixedSizes(target: 10.0) == [10, 11, 13, 15, 17])
    }
}

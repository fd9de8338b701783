import LegibleReporting
import LegibleTargets

/// What the clear space around a control (``ScannedClearance``) says of it on visionOS, whose
/// HIG counts that space in the 60 pt hit region: "Provide enough space around a button to make
/// it easy for people to look at it. Aim to place buttons so their centers are always at least
/// 60 pts apart" (Buttons, visionOS), beside a standard button of 44 pt.
enum TargetClearance: Equatable {
    /// Not visionOS, or the reader measured nothing: the frame alone is judged, as before.
    case notJudged
    /// The clear space on every side makes up the 60 pt: no finding (VLC 12cd503e
    /// SleepTimerView.xib:23, a 60×50 pt button 10 pt below a date picker and 30 pt above the edge).
    case enough
    /// A side is short; the clause the finding adds, naming it.
    case short(String)
    /// The reader could not measure it, and why.
    case unknown(String)

    /// The clearance of `element` judged for `platform`, its hit area `width`×`height` (`nil`
    /// for a side not judged).
    init(of element: ScannedElement, platform: TargetPlatform, width: Double?, height: Double?, unit: String) {
        guard platform == .visionos, let clearance = element.clearance else {
            self = .notJudged
            return
        }
        switch clearance {
        case .unknown(let reason):
            self = .unknown(reason)
        case .known(let space):
            let minimum = platform.minimum
            guard let short = space.shortSide(width: width, height: height, minimum: (minimum.width, minimum.height)) else {
                self = .enough
                return
            }
            self = .short(
                "; the clear space around it does not make it up: \(LengthFormat.string(short.room)) \(unit) on the \(short.edge) (up to "
                    + "\(short.side.name)), \(LengthFormat.string(short.needs)) \(unit) needed")
        }
    }
}

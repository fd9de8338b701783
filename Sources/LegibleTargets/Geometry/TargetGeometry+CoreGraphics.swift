// CGSize, CGPoint and CGRect come with Foundation on every platform (CoreGraphics on Apple's,
// swift-corelibs-foundation elsewhere), so these conversions compile and are tested everywhere.
import Foundation

extension TargetSize {
    /// The size of a `CGSize`.
    public init(_ size: CGSize) {
        self.init(width: Double(size.width), height: Double(size.height))
    }

    /// This size as a `CGSize`.
    public var cgSize: CGSize { CGSize(width: width, height: height) }
}

extension TargetPoint {
    /// The position of a `CGPoint`.
    public init(_ point: CGPoint) {
        self.init(x: Double(point.x), y: Double(point.y))
    }

    /// This point as a `CGPoint`.
    public var cgPoint: CGPoint { CGPoint(x: x, y: y) }
}

extension TargetRect {
    /// The rectangle of a `CGRect`, standardized so width and height are not negative.
    public init(_ rect: CGRect) {
        let standard = rect.standardized
        self.init(
            x: Double(standard.origin.x), y: Double(standard.origin.y),
            width: Double(standard.size.width), height: Double(standard.size.height))
    }

    /// This rectangle as a `CGRect`.
    public var cgRect: CGRect { CGRect(x: x, y: y, width: width, height: height) }
}

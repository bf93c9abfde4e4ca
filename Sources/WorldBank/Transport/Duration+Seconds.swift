#if canImport(FoundationEssentials)
    public import FoundationEssentials
#else
    public import Foundation
#endif

extension Duration {
    /// The duration as seconds for messages, such as `30 s` or `0.2 s`.
    public var secondsText: String {
        timeInterval == timeInterval.rounded()
            ? "\(Int(timeInterval)) s" : String(fixed: timeInterval, decimals: 1) + " s"
    }

    /// The duration as a `TimeInterval`, for Foundation APIs.
    public var timeInterval: TimeInterval {
        Double(components.seconds) + Double(components.attoseconds) / 1e18
    }
}

public import Foundation

extension Duration {
    /// The duration as seconds for messages, such as `30 s` or `0.2 s`.
    public var secondsText: String {
        timeInterval == timeInterval.rounded() ? "\(Int(timeInterval)) s" : String(format: "%.1f s", timeInterval)
    }

    /// The duration as a `TimeInterval`, for Foundation APIs.
    public var timeInterval: TimeInterval {
        Double(components.seconds) + Double(components.attoseconds) / 1e18
    }
}

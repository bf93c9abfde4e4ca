import Foundation

/// The wire shape of one observation, decoded into ``Observation`` plus the indicator's name.
///
/// `date` is always a string; only annual figures (`"2023"`) are accepted, since every indicator
/// this tool reports is annual and a monthly code would silently be read as the wrong year.
package struct ObservationRecord: Sendable {
    package let observation: Observation
    package let indicatorName: String

    package init(observation: Observation, indicatorName: String) {
        self.observation = observation
        self.indicatorName = indicatorName
    }

    package struct Labelled: Sendable {
        package let id: String
        package let value: String

        package init(id: String, value: String) {
            self.id = id
            self.value = value
        }
    }

}

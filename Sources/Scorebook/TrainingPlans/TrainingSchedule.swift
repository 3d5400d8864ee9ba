import ScorebookCore

/// A training plan laid on the calendar, from its first day to the day
/// before the test, on the days a person is free: what
/// ``TrainingPlan/schedule(start:testDate:free:behind:)`` answers.
public struct TrainingSchedule: Sendable {
    /// The plan scheduled.
    public let plan: TrainingPlan
    /// The first day of week 1.
    public let start: CalendarDate
    /// The day of the test, on which nothing is scheduled.
    public let testDate: CalendarDate
    /// Every week from `start`, week 1 first, the last one cut at the test.
    public let weeks: [Week]
    /// The sessions that found no day, in the order of their weeks, the day
    /// before the test last. A week of the plan the test comes before is not due.
    public let unscheduled: [Unscheduled]

    /// Seven days from the start, or fewer for the last.
    public struct Week: Sendable, Equatable {
        /// Counted from 1.
        public let number: Int
        /// Its first day.
        public let from: CalendarDate
        /// Its last day: six after ``from``, or the day before the test.
        public let to: CalendarDate
        /// Its sessions, by date.
        public let sessions: [Scheduled]
    }

    /// Where in the plan a session comes from.
    public enum Part: Sendable, Equatable, Hashable {
        /// A week of the plan's schedule, counted from 1; its last repeats up to the test.
        case week(Int)
        /// The lighter week before the test: ``TrainingPlan/sessionsInWeekBeforeTest``.
        case weekBeforeTest
        /// The day before the test: ``TrainingPlan/sessionBeforeTest``.
        case dayBeforeTest
    }

    /// A session on its day.
    public struct Scheduled: Sendable, Equatable {
        /// Its day.
        public let date: CalendarDate
        /// The day of the week ``date`` falls on.
        public let weekday: Weekday
        /// The plan's session: its workout or drills, minutes and events trained.
        public let session: TrainingSession
        /// Where in the plan it comes from.
        public let part: Part
    }

    /// A session that found no day, and why.
    public struct Unscheduled: Sendable, Equatable {
        /// The plan's session.
        public let session: TrainingSession
        /// Where in the plan it comes from.
        public let part: Part
        /// The calendar week it was due in, counted from 1.
        public let week: Int
        /// Why, as a client tells the cases apart.
        public let reason: Reason
        /// The reason, for a person to read.
        public let message: String
    }

    /// Why a session found no day.
    public enum Reason: String, Sendable, CaseIterable {
        /// The test comes before any day it could go on: the week before a
        /// test that is days away.
        case noDay = "no-day"
        /// No day it could go on is free.
        case notFree = "not-free"
        /// It takes longer than any free day it could go on has.
        case tooLong = "too-long"
        /// The free days it fits went to its week's other sessions, kept in
        /// the plan's order, or would put two ``TrainingPlan/apart`` days running.
        case noRoom = "no-room"
    }
}

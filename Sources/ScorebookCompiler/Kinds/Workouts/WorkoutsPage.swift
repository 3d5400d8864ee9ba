import ScorebookCore

/// A workouts table as a page: each workout's steps and blocks as written,
/// numbered by position (`2.1` is the first step of the block at step 2),
/// each step with its activity and what ends it, its time or length as the
/// table writes it (`0.25 mi`, as the source says a quarter mile).
enum WorkoutsPage {
    static func render(_ table: WorkoutsKind.Table) -> RenderedPage {
        let d = table.definition
        var body: HTML = "<header>\n" + HTML.heading(name: d.header.name, id: d.header.id.value, source: d.header.source, edition: d.header.edition)
        body += "</header>\n"
        for workout in d.workouts {
            let steps = workout.items.reduce(0) { $0 + $1.stepCount }
            body += "<section class=\"workout\" data-workout=\"\(workout.id.value)\">\n"
            body += "<h2>\(HTML.named(workout.name, workout.id.value))</h2>\n"
            body += "<p class=\"meta\">\(workout.source). Each step does \(workout.activity.value) unless it says; \(steps) steps in all.</p>\n"
            body += HTML.chart(["Step", "Label", "Activity", "Ends"])
            rows(workout.items, workout.id.value, path: "", into: &body)
            body += "</tbody>\n</table>\n</section>\n"
        }
        return RenderedPage(
            path: "\(d.header.id.value).html", title: d.header.name, what: "workouts", html: HTML.page(title: d.header.name, body: body))
    }

    private static func rows(_ items: [WorkoutItemDefinition], _ workout: String, path: String, into body: inout HTML) {
        for (index, item) in items.enumerated() {
            let position = path.isEmpty ? "\(index + 1)" : "\(path).\(index + 1)"
            // `workout:position`: a workout's id has no colon.
            body += HTML.row(key: "\(workout):\(position)", header: position)
            switch item {
            case .step(let step):
                body += HTML.cells([step.label, step.activity?.value ?? "", step.written ?? ends(step.end)])
            case .repeated(let count, let inner):
                body += "<td>repeat \(count.value) times</td><td></td><td></td></tr>\n"
                rows(inner, workout, path: position, into: &body)
            }
        }
    }

    /// What ends a step, as the page says it: `0:30`, `402.336 m`, `above 150 bpm`.
    static func ends(_ end: WorkoutStepEnd) -> String {
        switch end {
        case .time(let milliseconds): TimeText.format(seconds: milliseconds / 1000)
        case .distance(let length): "\(DecimalText.format(length.nanometres, decimals: 9)) m"
        case .reach(let place):
            "\(place.latitude.shortText), \(place.longitude.shortText) within \(DecimalText.format(place.radius.nanometres, decimals: 9)) m"
        case .manual: "ticked off"
        case .calories(let kilocalories): "\(kilocalories.shortText) kcal"
        case .heartRateAbove(let bpm): "above \(bpm) bpm"
        case .heartRateBelow(let bpm): "below \(bpm) bpm"
        }
    }
}

extension WorkoutsKind {
    static func pages(of tables: [Table], in output: TableCompiler.Output) -> [RenderedPage] { tables.map(WorkoutsPage.render) }
}

extension WorkoutItemDefinition {
    /// Steps once unrolled.
    var stepCount: Int {
        switch self {
        case .step: 1
        case .repeated(let count, let items): count.value * items.reduce(0) { $0 + $1.stepCount }
        }
    }
}

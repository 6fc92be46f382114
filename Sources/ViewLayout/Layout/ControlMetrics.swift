import Foundation

/// The sizes iOS gives SwiftUI's controls (iPhone, portrait, Dynamic Type
/// Large), one place for all of them. Each constant names the section of
/// the PlatformMetrics article its row is in; rows marked unverified there
/// are placeholders until someone measures them.
enum ControlMetrics {
    /// PlatformMetrics, "Hit targets and margins": the smallest tappable area.
    static let minimumHitTarget: CGFloat = 44

    /// Content padding, minimum height and corner radius (nil: a capsule) of
    /// a `.bordered` or `.borderedProminent` button.
    struct BorderedButton {
        var vertical: CGFloat
        var horizontal: CGFloat
        var minHeight: CGFloat
        var cornerRadius: CGFloat?
    }

    /// PlatformMetrics, "Button": Flutter's HIG sizes small (6 × 12, 28),
    /// medium (10 × 15, 32) and large (16 × 20, 44, radius 12) stand for
    /// `.small`, `.regular` and `.large`; small and regular are fully
    /// rounded (radius 40). `.mini` and `.extraLarge` have no source and take
    /// the nearest size's values (unverified).
    static func borderedButton(_ size: ControlSize) -> BorderedButton {
        switch size {
        case .mini, .small: BorderedButton(vertical: 6, horizontal: 12, minHeight: 28, cornerRadius: nil)
        case .regular: BorderedButton(vertical: 10, horizontal: 15, minHeight: 32, cornerRadius: nil)
        case .large, .extraLarge: BorderedButton(vertical: 16, horizontal: 20, minHeight: 44, cornerRadius: 12)
        }
    }

    /// PlatformMetrics, "Button": the radius `buttonBorderShape(.roundedRectangle)`
    /// uses has no source; the large size's 12 is used (unverified).
    static let roundedBorderRadius: CGFloat = 12

    /// PlatformMetrics, "Toggle": the switch, 51 × 31 from iOS 13 to 18.
    static let switchSize = CGSize(width: 51, height: 31)
    /// PlatformMetrics, "Slider": the thumb (Flutter's `CupertinoThumbPainter`,
    /// radius 14), which the switch's knob is drawn with too.
    static let thumbDiameter: CGFloat = 28

    /// PlatformMetrics, "Slider": the height of the control (UISlider, iOS 8.1;
    /// no iOS 17 figure was found).
    static let sliderHeight: CGFloat = 34
    /// PlatformMetrics, "Slider": the track's thickness (unverified).
    static let sliderTrackThickness: CGFloat = 4

    /// PlatformMetrics, "Stepper": the minus/plus control (unverified).
    static let stepperSize = CGSize(width: 94, height: 32)
    /// PlatformMetrics, "Stepper": the corner radius of the control (unverified).
    static let stepperCornerRadius: CGFloat = 8

    /// PlatformMetrics, "ProgressView": the spinner's diameter, 20 (medium)
    /// and 37 (large); the other control sizes have no source and take the
    /// nearest (unverified).
    static func spinnerDiameter(_ size: ControlSize) -> CGFloat {
        switch size {
        case .mini, .small, .regular: 20
        case .large, .extraLarge: 37
        }
    }
    /// PlatformMetrics, "ProgressView": the linear bar (Flutter's
    /// `CupertinoLinearActivityIndicator`).
    static let progressBarThickness: CGFloat = 4.5

    /// PlatformMetrics, "Gauge": the bar of a linear gauge and the diameter
    /// and ring width of a circular one (all unverified).
    static let gaugeBarThickness: CGFloat = 4.5
    static let circularGaugeDiameter: CGFloat = 58
    static let circularGaugeLineWidth: CGFloat = 6

    /// PlatformMetrics, "TextField, SecureField and TextEditor": the inset
    /// between a rounded border and its text (6 or 7; 7 gives the 34-point
    /// field the derived row expects), its corner radius.
    static let roundedFieldInset: CGFloat = 7
    static let roundedFieldCornerRadius: CGFloat = 5
    /// PlatformMetrics, "TextField, SecureField and TextEditor": a text view's
    /// text container inset (8 top and bottom) and line fragment padding (5).
    static let textEditorInsets = EdgeInsets(top: 8, leading: 5, bottom: 8, trailing: 5)

    /// PlatformMetrics, "Picker": the segmented control's content height,
    /// padding around the segments, corner radius.
    static let segmentHeight: CGFloat = 28
    static let segmentedPadding = EdgeInsets(top: 2, leading: 3, bottom: 2, trailing: 3)
    static let segmentedCornerRadius: CGFloat = 8
    /// PlatformMetrics, "Picker": the corner radius of the white thumb under
    /// the selected segment.
    static let segmentedThumbRadius: CGFloat = 6.93
    /// PlatformMetrics, "Picker": the wheel's height and row height.
    static let wheelHeight: CGFloat = 216
    static let wheelRowHeight: CGFloat = 32
    /// PlatformMetrics, "Picker": the menu picker's chevrons and their gap
    /// to the selection (unverified).
    static let menuIndicatorSize = CGSize(width: 9, height: 14)
    static let menuIndicatorSpacing: CGFloat = 5

    /// PlatformMetrics, "DatePicker and ColorPicker": the compact date and
    /// time buttons (padding, radius and gap; unverified), the graphical
    /// calendar's height (unverified), the colour well (unverified).
    static let compactDatePadding = EdgeInsets(top: 6, leading: 11, bottom: 6, trailing: 11)
    static let compactDateCornerRadius: CGFloat = 6
    static let compactDateSpacing: CGFloat = 6
    static let graphicalCalendarHeight: CGFloat = 340
    static let colorWellDiameter: CGFloat = 28

    /// PlatformMetrics, "Link, Menu and Label": the gap between a label's
    /// icon and title (unverified; none found, the stack's own spacing is used).
    static let labelSpacing: CGFloat? = nil

    /// The fill of unselected switches, stepper and segmented backgrounds,
    /// and compact date buttons: iOS's `systemFill` / `tertiarySystemFill`
    /// (light appearance, HIG "Color"; drawing only, unverified values).
    static let controlFill = Color(name: "systemFill", 120, 120, 128, 0.16)
    /// The thumb of the selected segment: white, #636366 in the dark
    /// appearance (PlatformMetrics, "Picker"; its dark value is in
    /// `SystemColors.dark`).
    static let segmentedThumb = Color(name: "segmentedThumb", 255, 255, 255)
    /// The placeholder of an empty text field: `placeholderText`, light appearance (unverified).
    static let placeholder = Color(name: "placeholderText", 60, 60, 67, 0.3)
}

import Foundation
import ViewLayout
import ViewLayoutSourceText

// "Laying out a simple view" (https://developer.apple.com/documentation/swiftui/laying-out-a-simple-view): the MessageRow at each stage.

public struct Message: Identifiable, Sendable {
    public let id: Int
    public let initials: String
    public let content: String
    public init(id: Int = 0, initials: String, content: String) {
        self.id = id
        self.initials = initials
        self.content = content
    }
    public static let sample = Message(
        initials: "MR",
        content: "Hi! I wanted to check in about the layout engine: do the frames come out the same on Linux as they do on an iPhone?")
}

/// Stage 1: the circle fills the space available to it.
@SourceText
public struct MessageRowPlain: View {
    public let message: Message
    nonisolated public init(message: Message) { self.message = message }
    public var body: some View {
        HStack {
            ZStack {
                Circle()
                    .fill(Color.yellow)
                Text(message.initials)
            }
            Text(message.content)
        }
    }
}

/// Stage 2: `frame(width: 40)` limits the circle's width.
@SourceText
public struct MessageRowFrameWidth: View {
    public let message: Message
    nonisolated public init(message: Message) { self.message = message }
    public var body: some View {
        HStack {
            ZStack {
                Circle()
                    .fill(Color.yellow)
                Text(message.initials)
            }
            .frame(width: 40)
            Text(message.content)
        }
    }
}

/// Stage 3: `.top` alignment; the circle's frame still fills the height.
@SourceText
public struct MessageRowTopAligned: View {
    public let message: Message
    nonisolated public init(message: Message) { self.message = message }
    public var body: some View {
        HStack(alignment: .top) {
            ZStack {
                Circle()
                    .fill(Color.yellow)
                Text(message.initials)
            }
            .frame(width: 40)
            Text(message.content)
        }
    }
}

/// Stage 4: width and height 40; the tops now align.
@SourceText
public struct MessageRowFixedCircle: View {
    public let message: Message
    nonisolated public init(message: Message) { self.message = message }
    public var body: some View {
        HStack(alignment: .top) {
            ZStack {
                Circle()
                    .fill(Color.yellow)
                Text(message.initials)
            }
            .frame(width: 40, height: 40)
            Text(message.content)
        }
    }
}

/// Stage 5: default padding on the horizontal edges.
@SourceText
public struct MessageRow: View {
    public let message: Message
    nonisolated public init(message: Message) { self.message = message }
    public var body: some View {
        HStack(alignment: .top) {
            ZStack {
                Circle()
                    .fill(Color.yellow)
                Text(message.initials)
            }
            .frame(width: 40, height: 40)
            Text(message.content)
        }
        .padding([.horizontal])
    }
}

extension Example {
    static let messageRow = Example(
        name: "message-row", title: "MessageRow, in the five stages of \"Laying out a simple view\"",
        source: "https://developer.apple.com/documentation/swiftui/laying-out-a-simple-view",
        stages: [
            Stage("1. Establish a view hierarchy", code: MessageRowPlain.bodyText) { MessageRowPlain(message: .sample) },
            Stage("2. Limit the view size: frame(width: 40)", code: MessageRowFrameWidth.bodyText) { MessageRowFrameWidth(message: .sample) },
            Stage("3. Position content with alignment: HStack(alignment: .top)", code: MessageRowTopAligned.bodyText) { MessageRowTopAligned(message: .sample) },
            Stage("4. frame(width: 40, height: 40)", code: MessageRowFixedCircle.bodyText) { MessageRowFixedCircle(message: .sample) },
            Stage("5. Add padding to the view: padding([.horizontal])", code: MessageRow.bodyText) { MessageRow(message: .sample) },
        ])
}

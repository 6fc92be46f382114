import Foundation
import ViewLayout

struct Message {
    let initials: String
    let content: String
}

struct MessageRow: View {
    let message: Message
    var body: some View {
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

let m = Message(initials: "MR", content: "Hello, this is a somewhat long message that should wrap on an iPhone screen.")
let r = layout(MessageRow(message: m), in: CGSize(width: 390, height: 763))
print(r)
print(r.diagnostics)
